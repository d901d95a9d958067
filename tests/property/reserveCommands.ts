import type { AsyncCommand } from 'fast-check';
import { expect } from 'vitest';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { paymentTypes, type PaymentType } from '../../src/shared/constants';
import { messages } from '../../src/shared/messages';
import {
  addMoney,
  compareMoney,
  moneyZero,
  percentOf,
  subtractMoney,
  toMoneyString,
  type MoneyInput,
} from '../../src/shared/money';
import {
  batchTotalOf,
  releasedAmountOf,
  releaseRefusalOf,
  releaseWireFeeOf,
} from '../../src/shared/reserveRelease';
import {
  invoices,
  journalEntries,
  journalLines,
  ledgerAccounts,
  moneyApprovals,
  moneyApprovalStatus,
  reserveReleaseInvoices,
  reserveReleases,
} from '../../src/server/db/schema';
import {
  advanceOf,
  clientKeys,
  termsOf,
  type ClientKey,
  type Model,
  type ModelInvoice,
  type ModelSchedule,
  type Real,
} from './moneyModel';
import { setApprovalThreshold } from '../server/reservesBook';
import { collectable, Collect } from './cashCommands';
import { previousReserves } from '../../src/server/modules/reserves/books';

/**
 * The reserve commands of the money-flow property (docs/decisions/0029-reserves-and-their-release.md):
 * Create RR Batch and Post Reserve Release through the API as the form sends them, from the
 * invoices the model knows are funded and closed, with or without the client's open chargebacks,
 * Auto Select's escrows, a lowered total, by ACH, check or wire; and the same invoices released a
 * second time. The figures come from src/shared/reserveRelease.ts and the model; the model says
 * whether the server must refuse.
 */

/** Where every release of the property is dated: the tests' clock, after every collection (10/20). */
const releaseDate = '2026-11-02';

/** What the releases of a run came to (printed with FC_STATS=1: a generator that never releases proves nothing). */
export const reserveStats = {
  released: 0,
  refusedAboveBatch: 0,
  refusedBelowMinimum: 0,
  withEscrow: 0,
  withChargebacks: 0,
  approved: 0,
  rejected: 0,
  twice: 0,
};

const call = (real: Real, path: string, body: unknown, token = real.book.tokens.ca) =>
  real.book.t.call(path, body, token);

/** Funded and closed (collected in full or its rest charged back), not yet released. */
function isReleasable(invoice: ModelInvoice): boolean {
  if (!invoice.bought || invoice.released !== undefined) return false;
  if (invoice.chargedBack) return true;
  return compareMoney(invoice.collected ?? '0', invoice.amount) === 0;
}

interface Candidate {
  invoice: ModelInvoice;
  schedule: ModelSchedule;
}

function releasableOf(model: Readonly<Model>, client?: ClientKey): Candidate[] {
  return model.schedules.flatMap((schedule) =>
    client !== undefined && schedule.client !== client
      ? []
      : schedule.invoices.filter(isReleasable).map((invoice) => ({ invoice, schedule })),
  );
}

/** The clients with something to release, in a fixed order. */
const releasingClients = (model: Readonly<Model>) =>
  clientKeys.filter((key) => releasableOf(model, key).length > 0);

/** The bits of `mask` choose among `items` (at most the first eight); none chosen takes none. */
const chosenBy = <T>(items: readonly T[], mask: number) =>
  items.slice(0, 8).filter((_, index) => (mask >> index) % 2 === 1);

/** The chargebacks, in order, that fit in `room` leaving at least $1.00. */
function fitting<T extends { cb: string }>(rows: readonly T[], room: MoneyInput): T[] {
  const chosen: T[] = [];
  let left = subtractMoney(room, '1');
  for (const row of rows) {
    if (compareMoney(row.cb, left) > 0) continue;
    chosen.push(row);
    left = subtractMoney(left, row.cb);
  }
  return chosen;
}

const sum = (values: readonly string[]) => toMoneyString(addMoney(moneyZero, ...values));

/**
 * The client's previous reserves as the server reads them (the lookup's own function: the rate limit
 * of the API would not take a call after every step).
 */
export async function previousReservesOf(real: Real, client: ClientKey): Promise<string> {
  return toMoneyString(await previousReserves(real.book.t.db, real.clientIds[client]));
}

async function entryCount(real: Real): Promise<number> {
  const [row] = await real.book.t.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries);
  return row!.n;
}

/** What a client's sub-ledger of a chart account holds, debit − credit. */
async function balanceOf(real: Real, chartCode: string, client: ClientKey): Promise<string> {
  const [row] = await real.book.t.db
    .select({
      balance: sql<string>`(coalesce(sum(${journalLines.debit}), 0) - coalesce(sum(${journalLines.credit}), 0))::text`,
    })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(and(eq(ledgerAccounts.chartCode, chartCode), eq(ledgerAccounts.clientId, real.clientIds[client])));
  return toMoneyString(row?.balance ?? '0');
}

/** What a refused release must leave as it was. */
async function snapshot(real: Real, client: ClientKey, invoiceIds: readonly number[]) {
  const rows = await real.book.t.db
    .select({ id: invoices.id, release: invoices.reserveReleaseId, escrow: invoices.escrowReleasedAmount })
    .from(invoices)
    .where(inArray(invoices.id, [...invoiceIds]));
  return {
    entries: await entryCount(real),
    reserves: await balanceOf(real, '2100', client),
    escrow: await balanceOf(real, '2200', client),
    previous: await previousReservesOf(real, client),
    invoices: rows.sort((a, b) => a.id - b.id),
  };
}

interface BatchRow {
  id: number;
  invoice_amount: string;
  advance_amount: string;
  discount_fee_amount: string;
  release_amount: string;
  releasable: boolean;
  reserve_release_id: number | null;
}

/**
 * Create RR Batch and Post Reserve Release for invoices of one client the model knows are releasable.
 */
export class ReleaseReserves implements AsyncCommand<Model, Real> {
  constructor(
    readonly clientIndex: number,
    /** Which of the client's releasable invoices (bits; none chosen takes the first). */
    readonly invoiceMask: number,
    /** Which of the client's open chargebacks the release settles (bits). */
    readonly chargebackMask: number,
    /** The chargebacks a careful user takes instead: in order, each that leaves at least $1.00 released. */
    readonly carefulChargebacks: boolean,
    /** Auto Select's escrows, or Clear Selection. */
    readonly autoEscrows: boolean,
    readonly paymentType: PaymentType,
    /** Percent of the batch total typed as the total (null: the batch total; above 100 asks too much). */
    readonly customShare: number | null,
    /**
     * With the approval threshold just below the released amount: the release waits, and a second
     * staff member (the admin; never the maker) approves or rejects it on /approvals.
     */
    readonly approval: 'approve' | 'reject' | null = null,
  ) {}
  check = (model: Readonly<Model>) => releasingClients(model).length > 0;
  async run(model: Model, real: Real) {
    const clients = releasingClients(model);
    const client = clients[this.clientIndex % clients.length]!;
    const candidates = releasableOf(model, client);
    const picked = chosenBy(candidates, this.invoiceMask);
    const batch = picked.length > 0 ? picked : [candidates[0]!];
    const ids = batch.map(({ invoice }) => invoice.id);
    const clientId = real.clientIds[client];

    const opened = await call(real, 'reserve/batch', { id: ids });
    expect({ status: opened.statusCode, body: opened.body }).toMatchObject({
      status: 200,
      body: { prospect_id: clientId },
    });
    const rows = opened.body.batch as BatchRow[];
    // Each row as the model knows it: its advance, closed, not released; its held reserve the
    // invoice less the advance and the discount fees its collections took.
    for (const { invoice, schedule } of batch) {
      const row = rows.find((candidate) => candidate.id === invoice.id)!;
      expect({ id: invoice.id, advance: row.advance_amount, releasable: row.releasable }).toEqual({
        id: invoice.id,
        advance: advanceOf(schedule, invoice),
        releasable: true,
      });
      expect(row.reserve_release_id).toBeNull();
      const held = subtractMoney(
        subtractMoney(invoice.amount, advanceOf(schedule, invoice)),
        row.discount_fee_amount,
      );
      expect({ id: invoice.id, held: row.release_amount }).toEqual({
        id: invoice.id,
        held: toMoneyString(held),
      });
    }
    const previous = await call(real, 'reserve/previous_reserves', { prospect_id: clientId });
    expect(previous.statusCode).toBe(200);
    expect(toMoneyString(opened.body.previous_reserves as string)).toBe(
      toMoneyString(previous.body.amount as string),
    );
    expect(toMoneyString(opened.body.wire_fee as string)).toBe(toMoneyString(termsOf(client).wire_fee));

    const available = await call(real, 'reserve/available_escrows', { prospect_id: clientId });
    expect(available.statusCode).toBe(200);
    const escrowRows = available.body.escrows as { invoice_id: number; amount: string }[];
    const escrowIds = this.autoEscrows ? (available.body.auto_selected as number[]) : [];
    const escrow = sum(
      escrowRows.filter((row) => escrowIds.includes(row.invoice_id)).map((row) => row.amount),
    );
    // Auto Select never passes the extra escrow.
    expect(compareMoney(escrow, available.body.extra_escrow as string)).toBeLessThanOrEqual(0);

    const wireFee = releaseWireFeeOf(this.paymentType, opened.body.wire_fee as string);
    const figures = {
      invoiceReserves: sum(rows.map((row) => row.release_amount)),
      previousReserves: toMoneyString(opened.body.previous_reserves as string),
      escrows: escrow,
    };
    const batchTotal = batchTotalOf(figures);
    const custom =
      this.customShare === null ? batchTotal : toMoneyString(percentOf(batchTotal, String(this.customShare)));
    const open = opened.body.chargebacks as { id: number; cb: string }[];
    const chosenCbs = this.carefulChargebacks
      ? fitting(open, subtractMoney(custom, wireFee))
      : chosenBy(open, this.chargebackMask);
    const cbAmount = sum(chosenCbs.map((row) => row.cb));
    const released = releasedAmountOf({ customAmount: custom, wireFee, cbAmount });
    const refusal = releaseRefusalOf({ ...figures, customAmount: custom, wireFee, cbAmount });

    const before = await snapshot(real, client, [...ids, ...escrowIds]);
    if (this.approval !== null) {
      const threshold = subtractMoney(released, '0.01');
      await setApprovalThreshold(
        real.book.t.db,
        toMoneyString(compareMoney(threshold, '0') < 0 ? '0' : threshold),
      );
    }
    const answer = await call(real, 'reserve_release/save', {
      prospect_id: clientId,
      reserve_release_date: releaseDate,
      payment_type: this.paymentType,
      custom_amount: custom,
      escrow,
      previous_reserves: figures.previousReserves,
      cb_amount: cbAmount,
      released_amount: released,
      wire_fee: wireFee,
      invoices: ids,
      charge_backs: chosenCbs.map((row) => row.id),
      escrows: escrowIds,
    });
    if (refusal === 'totalExceedsBatch') reserveStats.refusedAboveBatch += 1;
    if (refusal === 'releasedBelowMinimum') reserveStats.refusedBelowMinimum += 1;
    if (refusal !== null) {
      await setApprovalThreshold(real.book.t.db, null);
      expect({ refusal, status: answer.statusCode }).toEqual({ refusal, status: 400 });
      if (refusal === 'releasedBelowMinimum' && compareMoney(custom, '0') >= 0)
        expect(answer.body.message).toBe(messages.reserve.releasedAmountRequired);
      expect(await snapshot(real, client, [...ids, ...escrowIds])).toEqual(before);
      return;
    }
    const releaseId = await this.decided(
      real,
      answer,
      () => snapshot(real, client, [...ids, ...escrowIds]),
      before,
    );
    if (releaseId === null) return;
    reserveStats.released += 1;
    if (escrowIds.length > 0) reserveStats.withEscrow += 1;
    if (chosenCbs.length > 0) reserveStats.withChargebacks += 1;
    const [stored] = await real.book.t.db
      .select()
      .from(reserveReleases)
      .where(eq(reserveReleases.id, releaseId));
    expect(stored).toMatchObject({
      prospectId: clientId,
      amount: figures.invoiceReserves,
      escrowAmount: escrow,
      customAmount: custom,
      wireFee,
      cbAmount,
      releasedAmount: released,
    });
    // What the release takes from the reserve account beyond what it holds for the batch stays:
    // the client's previous reserves are now exactly what the total was lowered by.
    expect(await previousReservesOf(real, client)).toBe(toMoneyString(subtractMoney(batchTotal, custom)));
    // The reserve account gave the custom amount and took the escrows; the escrow account gave them
    // (both are credit accounts: debit − credit grows as they give).
    expect(await balanceOf(real, '2100', client)).toBe(
      toMoneyString(subtractMoney(addMoney(before.reserves, custom), escrow)),
    );
    expect(await balanceOf(real, '2200', client)).toBe(toMoneyString(addMoney(before.escrow, escrow)));
    expect(await entryCount(real)).toBe(before.entries + 1);
    for (const { invoice } of batch) invoice.released = releaseId;
    for (const schedule of model.schedules) {
      for (const invoice of schedule.invoices) {
        if (!escrowIds.includes(invoice.id)) continue;
        invoice.escrowReleased = true;
        // Money left on it: its funding stays.
        invoice.touched = true;
      }
    }
  }
  /**
   * The release posted at once, or held and then decided by the second staff member: its id, or null
   * when rejected (nothing posted, nothing held any more).
   */
  private async decided(
    real: Real,
    answer: { statusCode: number; body: Record<string, unknown> },
    state: () => Promise<unknown>,
    before: unknown,
  ): Promise<number | null> {
    if (this.approval === null) {
      expect({ status: answer.statusCode, body: answer.body }).toMatchObject({
        status: 200,
        body: { waiting_approval: false },
      });
      return answer.body.id as number;
    }
    try {
      expect({ status: answer.statusCode, body: answer.body }).toMatchObject({
        status: 200,
        body: { waiting_approval: true, id: null },
      });
      const approvalId = answer.body.approval_id as number;
      // Held, not posted.
      expect(await state()).toEqual(before);
      const decide = (decision: string, token: string) =>
        call(real, 'approvals/decide', { id: approvalId, decision, note: '' }, token);
      // The maker may not decide its own.
      expect((await decide('approve', real.book.tokens.ca)).statusCode).toBe(403);
      const decision = await decide(this.approval, real.book.tokens.admin);
      expect({ status: decision.statusCode, body: decision.body }).toMatchObject({ status: 200 });
      const [row] = await real.book.t.db
        .select()
        .from(moneyApprovals)
        .where(eq(moneyApprovals.id, approvalId));
      if (this.approval === 'reject') {
        expect(row!.status).toBe(moneyApprovalStatus.rejected);
        expect(await state()).toEqual(before);
        reserveStats.rejected += 1;
        return null;
      }
      expect(row!.status).toBe(moneyApprovalStatus.approved);
      const releaseId = decision.body.result_id as number;
      const [release] = await real.book.t.db
        .select()
        .from(reserveReleases)
        .where(eq(reserveReleases.id, releaseId));
      // Maker and checker both recorded, and not the same person.
      expect(release!.createdBy).toBe(row!.madeBy);
      expect(release!.approvedBy).toBe(row!.decidedBy);
      expect(release!.approvedBy).not.toBe(release!.createdBy);
      reserveStats.approved += 1;
      return releaseId;
    } finally {
      await setApprovalThreshold(real.book.t.db, null);
    }
  }

  toString = () =>
    `release reserves of client #${this.clientIndex} invoices ${this.invoiceMask} cbs ${this.carefulChargebacks ? 'fitting' : this.chargebackMask}` +
    `${this.autoEscrows ? ' auto escrows' : ''} type ${this.paymentType} total ${this.customShare ?? '='}%` +
    `${this.approval === null ? '' : ` held, ${this.approval}d by a second staff member`}`;
}

/** The invoices of an earlier release released again: refused at Create RR Batch and at Post, nothing paid. */
export class ReleaseTwice implements AsyncCommand<Model, Real> {
  constructor(
    readonly pickIndex: number,
    readonly paymentType: PaymentType,
  ) {}
  check = (model: Readonly<Model>) => releasedOf(model).length > 0;
  async run(model: Model, real: Real) {
    const candidates = releasedOf(model);
    const { invoice, schedule } = candidates[this.pickIndex % candidates.length]!;
    const client = schedule.client;
    const opened = await call(real, 'reserve/batch', { id: [invoice.id] });
    expect(opened.statusCode).toBe(400);
    expect(opened.body.message).toMatch(/already been released/);
    const before = await snapshot(real, client, [invoice.id]);
    const held = toMoneyString(subtractMoney(invoice.amount, advanceOf(schedule, invoice)));
    const wireFee = releaseWireFeeOf(this.paymentType, termsOf(client).wire_fee);
    const custom = toMoneyString(addMoney(before.previous, held));
    const answer = await call(real, 'reserve_release/save', {
      prospect_id: real.clientIds[client],
      reserve_release_date: releaseDate,
      payment_type: this.paymentType,
      custom_amount: custom,
      escrow: '0.00',
      previous_reserves: before.previous,
      cb_amount: '0.00',
      released_amount: releasedAmountOf({ customAmount: custom, wireFee, cbAmount: '0' }),
      wire_fee: wireFee,
      invoices: [invoice.id],
      charge_backs: [],
      escrows: [],
    });
    expect(answer.statusCode).toBe(400);
    expect(await snapshot(real, client, [invoice.id])).toEqual(before);
    reserveStats.twice += 1;
  }
  toString = () => `release #${this.pickIndex} again type ${this.paymentType}`;
}

/**
 * Every open bought invoice of one schedule collected in full, one collection each, so that its
 * reserves may be released (the random collections alone seldom close a whole schedule).
 */
export class CollectScheduleInFull implements AsyncCommand<Model, Real> {
  constructor(readonly pickIndex: number) {}
  check = (model: Readonly<Model>) => collectable(model).length > 0;
  async run(model: Model, real: Real) {
    const open = collectable(model);
    const { invoice } = open[this.pickIndex % open.length]!;
    const schedule = model.schedules.find((candidate) => candidate.invoices.includes(invoice))!;
    const ids = collectable(model)
      .filter((candidate) => schedule.invoices.includes(candidate.invoice))
      .map((candidate) => candidate.invoice.id);
    for (const id of ids.slice(0, 4)) {
      const index = collectable(model).findIndex((candidate) => candidate.invoice.id === id);
      await new Collect(index, 'full', 1).run(model, real);
    }
  }
  toString = () => `collect the schedule of open invoice #${this.pickIndex} in full`;
}

function releasedOf(model: Readonly<Model>): Candidate[] {
  return model.schedules.flatMap((schedule) =>
    schedule.invoices
      .filter((invoice) => invoice.released !== undefined)
      .map((invoice) => ({ invoice, schedule })),
  );
}

export const releasePaymentTypes = [paymentTypes.ACH, paymentTypes.Check, paymentTypes.Wire] as const;

/**
 * The invariants of reserves after every step: each invoice released at most once and as the model
 * says; no escrow released beyond what was withheld; every release in the book pays at most what
 * the client was owed (custom ≤ batch total, released = custom − wire − cb ≥ 1); each client's
 * previous reserves, as the lookup answers, are its reserve account less the held reserves of its
 * unreleased funded invoices, summed here afresh from the books and the invoices.
 */
export async function checkReserveInvariants(model: Model, real: Real): Promise<void> {
  const db = real.book.t.db;
  const known = model.schedules.flatMap((schedule) => schedule.invoices);
  if (known.length > 0) {
    const rows = await db
      .select({
        id: invoices.id,
        release: invoices.reserveReleaseId,
        escrowReleased: invoices.escrowReleasedAmount,
        escrow: invoices.escrowAmount,
      })
      .from(invoices)
      .where(
        inArray(
          invoices.id,
          known.map((invoice) => invoice.id),
        ),
      );
    for (const invoice of known) {
      const row = rows.find((candidate) => candidate.id === invoice.id)!;
      expect({ id: invoice.id, release: row.release }).toEqual({
        id: invoice.id,
        release: invoice.released ?? null,
      });
      expect({ id: invoice.id, escrowReleased: row.escrowReleased }).toEqual({
        id: invoice.id,
        escrowReleased: invoice.escrowReleased ? row.escrow : '0.00',
      });
    }
  }
  // Every invoice of the book in at most one release, the one its row names.
  const twice = await db
    .select({ invoiceId: reserveReleaseInvoices.invoiceId })
    .from(reserveReleaseInvoices)
    .groupBy(reserveReleaseInvoices.invoiceId)
    .having(sql`count(*) > 1`);
  expect(twice).toEqual([]);
  const mismatched = await db
    .select({ id: invoices.id })
    .from(invoices)
    .leftJoin(reserveReleaseInvoices, eq(reserveReleaseInvoices.invoiceId, invoices.id))
    .where(sql`${invoices.reserveReleaseId} is distinct from ${reserveReleaseInvoices.releaseId}`);
  expect(mismatched).toEqual([]);
  const overEscrow = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      sql`${invoices.escrowReleasedAmount} < 0 or ${invoices.escrowReleasedAmount} > ${invoices.escrowAmount}`,
    );
  expect(overEscrow).toEqual([]);
  // No release pays more than the client is owed.
  const releases = await db.select().from(reserveReleases);
  for (const release of releases) {
    const batchTotal = batchTotalOf({
      invoiceReserves: release.amount,
      previousReserves: release.previousReserves,
      escrows: release.escrowAmount,
    });
    const ceiling = subtractMoney(subtractMoney(batchTotal, release.wireFee), release.cbAmount);
    expect({ id: release.id, within: compareMoney(release.releasedAmount, ceiling) <= 0 }).toEqual({
      id: release.id,
      within: true,
    });
    expect(compareMoney(release.releasedAmount, '1')).toBeGreaterThanOrEqual(0);
    expect(release.releasedAmount).toBe(
      releasedAmountOf({
        customAmount: release.customAmount,
        wireFee: release.wireFee,
        cbAmount: release.cbAmount,
      }),
    );
  }
  // Previous reserves: the reserve account less the held reserves of the unreleased funded invoices.
  for (const client of clientKeys) {
    const clientId = real.clientIds[client];
    const [held] = await db
      .select({
        amount: sql<string>`coalesce(sum(${invoices.invoiceAmount} - ${invoices.advanceAmount} - ${invoices.discountFeeAmount}), 0)::text`,
      })
      .from(invoices)
      .where(
        and(
          eq(invoices.prospectId, clientId),
          isNotNull(invoices.fundingDate),
          isNull(invoices.reserveReleaseId),
        ),
      );
    const reserves = await balanceOf(real, '2100', client);
    // 2100 grows with credits: its balance is credit − debit.
    const expected = toMoneyString(subtractMoney(subtractMoney('0', reserves), held!.amount));
    expect({ client, previous: await previousReservesOf(real, client) }).toEqual({
      client,
      previous: expected,
    });
  }
}
