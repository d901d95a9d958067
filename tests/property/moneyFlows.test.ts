import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc, { type AsyncCommand } from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { settlementAmountOf } from '../../src/shared/chargebackSettlement';
import { paymentTypes, type PaymentType } from '../../src/shared/constants';
import {
  addMoney,
  compareMoney,
  moneyZero,
  multiplyMoney,
  percentOf,
  subtractMoney,
  toMoneyString,
} from '../../src/shared/money';
import { schedules } from '../../src/server/db/schema';
import type { Caller } from '../../src/server/http/caller';
import { HttpError } from '../../src/server/http/errors';
import { openChargebacksOf } from '../../src/server/modules/funding/chargebackChoice';
import { deleteSchedules } from '../../src/server/modules/funding/deletion';
import { revertFunding } from '../../src/server/modules/funding/fundingReversal';
import { paymentInfoOf } from '../../src/server/modules/funding/paymentInfo';
import { postPayment } from '../../src/server/modules/funding/postPayment';
import { revertVerification } from '../../src/server/modules/funding/revertVerification';
import { invoicesOfSchedule } from '../../src/server/modules/funding/scheduleRecords';
import { verifySchedule } from '../../src/server/modules/funding/verification';
import { verifyLedger } from '../../src/server/ledger/verify';
import { demoClients } from '../../src/server/seed/demoClients';
import {
  addChargeback,
  addInvoice,
  addSchedule,
  adminCaller,
  allLedgerChecks,
  paymentBody,
  startFundingBook,
  type FundingBook,
} from '../server/fundingBook';

/**
 * The money flows of a schedule as random sequences of operations: schedules filed, chargebacks
 * raised, verification with or without them, payments by ACH, check and wire (some selecting
 * invoices added after funding), deletions and both reverts. A model predicts, with its own
 * arithmetic from the term sheets, whether each operation is accepted and what the schedule then
 * owes; after every step the books must balance entry by entry and in total, and agree with the
 * operational tables (verifyLedger with the schedules' checks). A failure prints fast-check's seed
 * and path; FC_SEED (and FC_PATH) replay it.
 */

type ClientKey = 'acme' | 'bayside' | 'cedar';
const clientKeys: readonly ClientKey[] = ['acme', 'bayside', 'cedar'];
const termsOf = (key: ClientKey) => demoClients[clientKeys.indexOf(key)]!.terms;

interface ModelInvoice {
  amount: string;
  bought: boolean;
  /** Filed before the schedule's verification (an invoice added later is unverified). */
  verified: boolean;
}

interface ModelSchedule {
  id: number;
  client: ClientKey;
  invoices: ModelInvoice[];
  verified: boolean;
  funded: boolean;
  deleted: boolean;
  cb: string;
  /** What the schedule owes once funded (its remaining amount). */
  owed: string;
  paid: string;
}

interface Model {
  schedules: ModelSchedule[];
}

interface Real {
  book: FundingBook;
  caller: Caller;
  clientIds: Record<ClientKey, number>;
}

/** A clock that moves on a second at every call, as time does between a user's actions. */
let tick = 0;
const clock = () => new Date(Date.UTC(2026, 10, 2, 15) + (tick += 1) * 1000);

// ---- the model's own arithmetic (the term sheet read as docs/decisions/0006 states it) ----

function advanceOf(schedule: ModelSchedule, invoice: ModelInvoice): string {
  return toMoneyString(percentOf(invoice.amount, termsOf(schedule.client).advancePercentage!));
}
function escrowOf(schedule: ModelSchedule, invoice: ModelInvoice): string {
  return toMoneyString(percentOf(invoice.amount, termsOf(schedule.client).escrowReservePercentage!));
}
function netOf(schedule: ModelSchedule, invoice: ModelInvoice): string {
  return toMoneyString(subtractMoney(advanceOf(schedule, invoice), escrowOf(schedule, invoice)));
}
function payoutOf(schedule: ModelSchedule, invoices: readonly ModelInvoice[] = schedule.invoices): string {
  return toMoneyString(addMoney(moneyZero, ...invoices.map((invoice) => netOf(schedule, invoice))));
}
/** What the first payment of a verified schedule owes: its verified invoices' payout less its chargebacks. */
function plannedOf(schedule: ModelSchedule): string {
  const verified = schedule.invoices.filter((invoice) => invoice.verified && !invoice.bought);
  return toMoneyString(subtractMoney(payoutOf(schedule, verified), schedule.cb));
}

/** The invoices a payment may select: unverified ones, and once funded every one not bought. */
function unverifiedOf(schedule: ModelSchedule): ModelInvoice[] {
  return schedule.invoices.filter((invoice) => !invoice.bought && (schedule.funded || !invoice.verified));
}
/** What the payment info offers: the remaining amount (or the planned one before funding). */
function amountOwed(schedule: ModelSchedule): string {
  return schedule.funded ? schedule.owed : plannedOf(schedule);
}

/** Runs a service call that the model expects to be refused with `status`, or to succeed (null). */
async function expectOutcome<T>(expected: number | null, call: () => Promise<T>): Promise<T | null> {
  try {
    const result = await call();
    if (expected !== null) throw new Error(`expected a refusal ${expected}, the call succeeded`);
    return result;
  } catch (error) {
    if (expected === null || !(error instanceof HttpError)) throw error;
    expect(error.statusCode).toBe(expected);
    return null;
  }
}

const pick = (model: Readonly<Model>, index: number) =>
  model.schedules[index % Math.max(1, model.schedules.length)];

// ---- the commands ----

class FileSchedule implements AsyncCommand<Model, Real> {
  constructor(
    readonly client: ClientKey,
    readonly cents: readonly number[],
  ) {}
  check = (model: Readonly<Model>) => model.schedules.length < 8;
  async run(model: Model, real: Real) {
    const amounts = this.cents.map((cents) => toMoneyString(multiplyMoney(String(cents), '0.01')));
    const { book, clientIds } = real;
    const { scheduleId } = await addSchedule(
      book.t.db,
      clientIds[this.client],
      amounts.map((amount, index) => ({
        amount,
        debtorId: index % 2 === 0 ? book.debtors.northwind : book.debtors.lonestar,
      })),
    );
    model.schedules.push({
      id: scheduleId,
      client: this.client,
      invoices: amounts.map((amount) => ({ amount, bought: false, verified: false })),
      verified: false,
      funded: false,
      deleted: false,
      cb: '0.00',
      owed: '0.00',
      paid: '0.00',
    });
  }
  toString = () => `file ${this.client} [${this.cents.join(', ')}]`;
}

class RaiseChargeback implements AsyncCommand<Model, Real> {
  constructor(
    readonly client: ClientKey,
    readonly cents: number,
    readonly adjustedShare: number | null,
  ) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const cb = toMoneyString(multiplyMoney(String(this.cents), '0.01'));
    const adjusted =
      this.adjustedShare === null ? null : toMoneyString(percentOf(cb, String(this.adjustedShare)));
    await addChargeback(
      real.book.t.db,
      real.clientIds[this.client],
      real.book.debtors.northwind,
      cb,
      adjusted,
    );
  }
  toString = () => `chargeback ${this.client} ${this.cents}¢ adjusted ${this.adjustedShare ?? '-'}%`;
}

class Verify implements AsyncCommand<Model, Real> {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.schedules.length > 0;
  async run(model: Model, real: Real) {
    const schedule = pick(model, this.index)!;
    const db = real.book.t.db;
    const open = await openChargebacksOf(db, real.clientIds[schedule.client]);
    // Choose greedily the chargebacks that fit within the payout, as a careful user would.
    const payout = payoutOf(schedule);
    const chosen: number[] = [];
    let total = '0.00';
    for (const row of open) {
      const next = toMoneyString(addMoney(total, settlementAmountOf(row)));
      if (compareMoney(next, payout) <= 0) {
        chosen.push(row.id);
        total = next;
      }
    }
    const expected =
      schedule.deleted || schedule.verified ? 409 : open.length > 0 && chosen.length === 0 ? 400 : null;
    const done = await expectOutcome(expected, () =>
      verifySchedule(db, real.caller, { id: schedule.id, chargebacks: chosen }, clock()),
    );
    if (done === null) return;
    schedule.verified = true;
    schedule.cb = total;
    for (const invoice of schedule.invoices) invoice.verified = true;
  }
  toString = () => `verify #${this.index}`;
}

class AddLateInvoice implements AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly cents: number,
  ) {}
  check = (model: Readonly<Model>) => model.schedules.length > 0;
  async run(model: Model, real: Real) {
    const schedule = pick(model, this.index)!;
    if (schedule.deleted) return;
    const amount = toMoneyString(multiplyMoney(String(this.cents), '0.01'));
    await addInvoice(
      real.book.t.db,
      real.clientIds[schedule.client],
      { debtorId: real.book.debtors.lonestar, amount, at: clock() },
      schedule.id,
    );
    schedule.invoices.push({ amount, bought: false, verified: false });
  }
  toString = () => `late invoice #${this.index} ${this.cents}¢`;
}

class Pay implements AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly paymentType: PaymentType,
    /** Percent of the most the payment may be (above 100 asks too much). */
    readonly share: number,
    readonly selectLate: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.schedules.length > 0;
  async run(model: Model, real: Real) {
    const schedule = pick(model, this.index)!;
    const payable = schedule.verified && !schedule.deleted;
    const late = payable && this.selectLate ? unverifiedOf(schedule) : [];
    const maximum = addMoney(amountOwed(schedule), ...late.map((invoice) => netOf(schedule, invoice)));
    let amount = toMoneyString(percentOf(maximum, String(this.share)));
    if (compareMoney(amount, '0') <= 0) amount = '0.01';
    const wireFee = this.paymentType === paymentTypes.Wire ? termsOf(schedule.client).wireFee! : '0.00';
    const expected = !payable
      ? 409
      : compareMoney(amount, maximum) > 0 || compareMoney(subtractMoney(amount, wireFee), '0') <= 0
        ? 400
        : null;

    const lateIds = late.length > 0 ? await this.unboughtIds(real, schedule.id) : [];
    const body = paymentBody(schedule.id, amount, {
      payment_type: this.paymentType,
      transaction_number: `T${this.paymentType}${this.share}`,
      ...(this.paymentType === paymentTypes.Wire ? { wire_fee: wireFee, check_deposit_date: null } : {}),
      unverifiedInvoices: lateIds,
      selectedUnverifiedInvoices: lateIds,
    });
    const done = await expectOutcome(expected, () =>
      postPayment(real.book.t.db, real.caller, schedule.id, body, clock()),
    );
    if (done === null) return;
    // The first payment buys the verified invoices; any payment, the selected unverified ones.
    const bought = schedule.funded
      ? late
      : [...schedule.invoices.filter((i) => i.verified && !i.bought), ...late];
    for (const invoice of bought) invoice.bought = true;
    schedule.funded = true;
    schedule.owed = toMoneyString(subtractMoney(maximum, amount));
    schedule.paid = toMoneyString(addMoney(schedule.paid, amount));
  }
  private async unboughtIds(real: Real, scheduleId: number): Promise<number[]> {
    const info = await paymentInfoOf(real.book.t.db, real.caller, scheduleId);
    return info.unverified_invoices.map((invoice) => invoice.id);
  }
  toString = () =>
    `pay #${this.index} type ${this.paymentType} ${this.share}%${this.selectLate ? ' +late' : ''}`;
}

class RevertVerification implements AsyncCommand<Model, Real> {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.schedules.length > 0;
  async run(model: Model, real: Real) {
    const schedule = pick(model, this.index)!;
    const expected =
      schedule.deleted || !schedule.verified || schedule.funded || compareMoney(schedule.cb, '0') !== 0
        ? 409
        : null;
    const done = await expectOutcome(expected, () =>
      revertVerification(real.book.t.db, real.caller, schedule.id, clock()),
    );
    if (done === null) return;
    schedule.verified = false;
    for (const invoice of schedule.invoices) invoice.verified = false;
  }
  toString = () => `revert verification #${this.index}`;
}

class RevertFunding implements AsyncCommand<Model, Real> {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.schedules.length > 0;
  async run(model: Model, real: Real) {
    const schedule = pick(model, this.index)!;
    const expected =
      schedule.deleted || !schedule.funded || compareMoney(schedule.cb, '0') !== 0 ? 409 : null;
    const done = await expectOutcome(expected, () =>
      revertFunding(real.book.t.db, real.caller, schedule.id, clock()),
    );
    if (done === null) return;
    schedule.funded = false;
    schedule.paid = '0.00';
    schedule.owed = '0.00';
    for (const invoice of schedule.invoices) invoice.bought = false;
  }
  toString = () => `revert funding #${this.index}`;
}

class DeleteToNew implements AsyncCommand<Model, Real> {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.schedules.length > 0 && model.schedules.length < 8;
  async run(model: Model, real: Real) {
    const schedule = pick(model, this.index)!;
    const db = real.book.t.db;
    const expected = schedule.deleted ? 409 : schedule.funded ? 409 : null;
    const targets: Record<string, number> = {};
    if (expected === null) {
      for (const invoice of await invoicesOfSchedule(db, schedule.id)) targets[String(invoice.id)] = -1;
    }
    const done = await expectOutcome(expected, () =>
      deleteSchedules(
        db,
        real.caller,
        { id: [schedule.id], prospect_id: real.clientIds[schedule.client], schedule_invoices: targets },
        clock(),
      ),
    );
    if (done === null) return;
    schedule.deleted = true;
    if (done.newScheduleId !== null) {
      model.schedules.push({
        ...schedule,
        id: done.newScheduleId,
        invoices: schedule.invoices.map((invoice) => ({ ...invoice, verified: false })),
        verified: false,
        deleted: false,
        cb: '0.00',
        owed: '0.00',
        paid: '0.00',
      });
    }
  }
  toString = () => `delete #${this.index} to a new schedule`;
}

// ---- the invariants checked after every step ----

async function checkInvariants(model: Model, real: Real): Promise<void> {
  const db = real.book.t.db;
  const report = await verifyLedger(db, allLedgerChecks());
  expect(report.differences).toEqual([]);
  expect(report.totalDebits).toBe(report.totalCredits);
  for (const schedule of model.schedules) {
    const [row] = await db.select().from(schedules).where(eq(schedules.id, schedule.id));
    expect(row!.scheduleFundDate !== null).toBe(schedule.funded);
    if (schedule.funded) expect(row!.remainingAmount).toBe(schedule.owed);
    // The totals the database keeps in the schedule's row equal its rows summed afresh.
    const [sums] = await db
      .select({
        total: sql<string>`coalesce((select sum(advance_amount) from invoices where schedule_id = ${schedule.id} and deleted_at is null), 0)::numeric(16,2)::text`,
        count: sql<number>`(select count(*)::int from invoices where schedule_id = ${schedule.id} and deleted_at is null)`,
        paid: sql<string>`coalesce((select sum(amount) from schedule_payments where schedule_id = ${schedule.id} and reversed_at is null), 0)::numeric(16,2)::text`,
      })
      .from(sql`(select 1) as one`);
    expect({ total: row!.totalAmount, count: row!.invoicesCount, paid: row!.paidAmount }).toEqual(sums);
    if (schedule.deleted || !schedule.verified) continue;
    const info = await paymentInfoOf(db, real.caller, schedule.id);
    expect({ id: schedule.id, amount: info.amount, paid: info.paidAmount }).toEqual({
      id: schedule.id,
      amount: amountOwed(schedule),
      paid: schedule.paid,
    });
    // Never more paid than the invoices bought are worth to the client.
    const bought = schedule.invoices.filter((invoice) => invoice.bought);
    const worth = subtractMoney(payoutOf(schedule, bought), schedule.funded ? schedule.cb : '0');
    expect(compareMoney(schedule.paid, worth)).toBeLessThanOrEqual(0);
  }
}

const client = fc.constantFrom(...clientKeys);
const index = fc.nat({ max: 20 });
/** A command that checks every invariant once it has run. */
function checked(command: AsyncCommand<Model, Real>): AsyncCommand<Model, Real> {
  return {
    check: (model) => command.check(model),
    run: async (model, system) => {
      await command.run(model, system);
      await checkInvariants(model, system);
    },
    toString: () => command.toString(),
  };
}

/** A client and its invoices' amounts in cents. */
const scheduleSpec = fc.tuple(
  client,
  fc.array(fc.integer({ min: 200, max: 2_500_000 }), { minLength: 1, maxLength: 4 }),
);

const commandArbitraries: fc.Arbitrary<AsyncCommand<Model, Real>>[] = [
  scheduleSpec.map(([key, cents]) => new FileSchedule(key, cents)),
  fc
    .tuple(client, fc.integer({ min: 100, max: 200_000 }), fc.option(fc.integer({ min: 1, max: 100 })))
    .map(([key, cents, share]) => new RaiseChargeback(key, cents, share)),
  // Verification and payments weigh more: they lead to the states worth exploring.
  ...Array.from({ length: 3 }, () => index.map((i) => new Verify(i))),
  ...Array.from({ length: 4 }, () =>
    fc
      .tuple(
        index,
        fc.constantFrom<PaymentType>(paymentTypes.ACH, paymentTypes.Check, paymentTypes.Wire),
        fc.oneof(fc.integer({ min: 1, max: 100 }), fc.constant(100), fc.integer({ min: 101, max: 130 })),
        fc.boolean(),
      )
      .map(([i, type, share, late]) => new Pay(i, type, share, late)),
  ),
  fc.tuple(index, fc.integer({ min: 100, max: 500_000 })).map(([i, cents]) => new AddLateInvoice(i, cents)),
  index.map((i) => new RevertVerification(i)),
  index.map((i) => new RevertFunding(i)),
  index.map((i) => new DeleteToNew(i)),
].map((arbitrary) => arbitrary.map(checked));

describe('money flows of schedules, as random sequences of operations', () => {
  let real: Real;

  beforeAll(async () => {
    const book = await startFundingBook();
    real = {
      book,
      caller: await adminCaller(book.t.db),
      clientIds: { acme: book.clients.acme, bayside: book.clients.bayside, cedar: book.clients.cedar },
    };
  }, 60_000);
  afterAll(() => real.book.t.close());

  it('keeps the books balanced and equal to the operational tables after every step', async () => {
    const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
    await fc.assert(
      fc.asyncProperty(
        fc.array(scheduleSpec, { minLength: 1, maxLength: 3 }),
        fc.commands(commandArbitraries, { maxCommands: 16, size: 'max' }),
        async (initial, commands) => {
          // Each sequence starts from schedules of its own, filed like any other.
          const setup = async () => {
            const model: Model = { schedules: [] };
            for (const [key, cents] of initial) await new FileSchedule(key, cents).run(model, real);
            return { model, real };
          };
          await fc.asyncModelRun(setup, commands);
        },
      ),
      {
        numRuns: 50,
        ...(seed === undefined ? {} : { seed, path: process.env.FC_PATH }),
        // The seed and the failing sequence go into the failure message (fast-check's report).
        verbose: 1,
      },
    );
  }, 300_000);
});
