import type { AsyncCommand } from 'fast-check';
import { and, inArray, isNull } from 'drizzle-orm';
import { pledgeMatches } from '../../src/server/db/schema';
import { settlementAmountOf } from '../../src/shared/chargebackSettlement';
import { paymentTypes, type PaymentType } from '../../src/shared/constants';
import {
  addMoney,
  compareMoney,
  multiplyMoney,
  percentOf,
  subtractMoney,
  toMoneyString,
} from '../../src/shared/money';
import { openChargebacksOf } from '../../src/server/modules/funding/chargebackChoice';
import { deleteSchedules } from '../../src/server/modules/funding/deletion';
import { revertFunding } from '../../src/server/modules/funding/fundingReversal';
import { paymentInfoOf } from '../../src/server/modules/funding/paymentInfo';
import { postPayment } from '../../src/server/modules/funding/postPayment';
import { revertVerification } from '../../src/server/modules/funding/revertVerification';
import { invoicesOfSchedule } from '../../src/server/modules/funding/scheduleRecords';
import { verifySchedule } from '../../src/server/modules/funding/verification';
import { addChargeback, addSchedule, paymentBody } from '../server/fundingBook';
import {
  amountOwed,
  clock,
  expectOutcome,
  netOf,
  newModelSchedule,
  payoutOf,
  pick,
  termsOf,
  unverifiedOf,
  type ClientKey,
  type Model,
  type Real,
} from './moneyModel';

/**
 * The funding commands of the money-flow property: schedules filed, chargebacks raised,
 * verification with or without them, payments by ACH, check and wire (some selecting unverified
 * invoices), both reverts, and a deletion to a new schedule.
 */

export class FileSchedule implements AsyncCommand<Model, Real> {
  constructor(
    readonly client: ClientKey,
    readonly cents: readonly number[],
  ) {}
  check = (model: Readonly<Model>) => model.schedules.length < 8;
  async run(model: Model, real: Real) {
    const amounts = this.cents.map((cents) => toMoneyString(multiplyMoney(String(cents), '0.01')));
    const { book, clientIds } = real;
    const { scheduleId, invoiceIds } = await addSchedule(
      book.t.db,
      clientIds[this.client],
      amounts.map((amount, index) => ({
        amount,
        debtorId: index % 2 === 0 ? book.debtors.northwind : book.debtors.lonestar,
      })),
    );
    model.schedules.push(
      newModelSchedule(
        scheduleId,
        this.client,
        amounts.map((amount, index) => ({ id: invoiceIds[index]!, amount, bought: false, verified: false })),
      ),
    );
  }
  toString = () => `file ${this.client} [${this.cents.join(', ')}]`;
}

export class RaiseChargeback implements AsyncCommand<Model, Real> {
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

export class Verify implements AsyncCommand<Model, Real> {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.schedules.length > 0;
  async run(model: Model, real: Real) {
    const schedule = pick(model, this.index)!;
    const db = real.book.t.db;
    await reviewPledgeMatches(
      real,
      schedule.invoices.map((invoice) => invoice.id),
    );
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
      schedule.deleted || schedule.verified || schedule.invoices.length === 0
        ? 409
        : open.length > 0 && chosen.length === 0
          ? 400
          : null;
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

/**
 * Staff review the schedule's possible double pledges first, as they must before Verify (0028): the
 * property's random amounts and dates make invoices of one debtor alike by chance.
 */
async function reviewPledgeMatches(real: Real, invoiceIds: readonly number[]): Promise<void> {
  if (invoiceIds.length === 0) return;
  const open = await real.book.t.db
    .select({ id: pledgeMatches.id })
    .from(pledgeMatches)
    .where(and(inArray(pledgeMatches.invoiceId, [...invoiceIds]), isNull(pledgeMatches.clearedAt)));
  // The call takes up to 100 matches at a time, as the review panel sends them.
  for (let start = 0; start < open.length; start += 100) {
    const answer = await real.book.t.call(
      'invoice/pledge_matches/clear',
      { ids: open.slice(start, start + 100).map((match) => match.id) },
      real.book.tokens.ca,
    );
    if (answer.statusCode !== 200)
      throw new Error(`pledge matches not cleared: ${JSON.stringify(answer.body)}`);
  }
}

export class Pay implements AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly paymentType: PaymentType,
    /** Percent of the most the payment may be (above 100 asks too much). */
    readonly share: number,
    readonly selectUnverified: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.schedules.length > 0;
  async run(model: Model, real: Real) {
    const schedule = pick(model, this.index)!;
    const payable = schedule.verified && !schedule.deleted;
    const selected = payable && this.selectUnverified ? unverifiedOf(schedule) : [];
    const maximum = addMoney(amountOwed(schedule), ...selected.map((invoice) => netOf(schedule, invoice)));
    let amount = toMoneyString(percentOf(maximum, String(this.share)));
    if (compareMoney(amount, '0') <= 0) amount = '0.01';
    const wireFee = this.paymentType === paymentTypes.Wire ? termsOf(schedule.client).wire_fee : '0.00';
    const expected = !payable
      ? 409
      : compareMoney(amount, maximum) > 0 || compareMoney(subtractMoney(amount, wireFee), '0') <= 0
        ? 400
        : null;

    const selectedIds = selected.map((invoice) => invoice.id);
    const offered = selected.length > 0 ? await this.unverifiedIds(real, schedule.id) : [];
    const body = paymentBody(schedule.id, amount, {
      payment_type: this.paymentType,
      transaction_number: `T${this.paymentType}${this.share}`,
      ...(this.paymentType === paymentTypes.Wire ? { wire_fee: wireFee, check_deposit_date: null } : {}),
      unverifiedInvoices: offered,
      selectedUnverifiedInvoices: selectedIds,
    });
    const done = await expectOutcome(expected, () =>
      postPayment(real.book.t.db, real.caller, schedule.id, body, clock()),
    );
    if (done === null) return;
    // The first payment buys the verified invoices; any payment, the selected unverified ones.
    const bought = schedule.funded
      ? selected
      : [...schedule.invoices.filter((i) => i.verified && !i.bought), ...selected];
    for (const invoice of bought) invoice.bought = true;
    schedule.funded = true;
    schedule.owed = toMoneyString(subtractMoney(maximum, amount));
    schedule.paid = toMoneyString(addMoney(schedule.paid, amount));
  }
  private async unverifiedIds(real: Real, scheduleId: number): Promise<number[]> {
    const info = await paymentInfoOf(real.book.t.db, real.caller, scheduleId);
    return info.unverified_invoices.map((invoice) => invoice.id);
  }
  toString = () =>
    `pay #${this.index} type ${this.paymentType} ${this.share}%${this.selectUnverified ? ' +unverified' : ''}`;
}

export class RevertVerification implements AsyncCommand<Model, Real> {
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

export class RevertFunding implements AsyncCommand<Model, Real> {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.schedules.length > 0;
  async run(model: Model, real: Real) {
    const schedule = pick(model, this.index)!;
    const expected =
      schedule.deleted ||
      !schedule.funded ||
      compareMoney(schedule.cb, '0') !== 0 ||
      schedule.invoices.some((invoice) => invoice.touched)
        ? 409
        : null;
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

export class DeleteToNew implements AsyncCommand<Model, Real> {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.schedules.length > 0 && model.schedules.length < 8;
  async run(model: Model, real: Real) {
    const schedule = pick(model, this.index)!;
    const db = real.book.t.db;
    const expected = schedule.deleted || schedule.funded ? 409 : null;
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
      model.schedules.push(
        newModelSchedule(
          done.newScheduleId,
          schedule.client,
          schedule.invoices.map((invoice) => ({ ...invoice, verified: false })),
        ),
      );
    }
    schedule.invoices = [];
  }
  toString = () => `delete #${this.index} to a new schedule`;
}
