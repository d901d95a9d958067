import type { AsyncCommand } from 'fast-check';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { maxInvoicesPerSchedule, scheduleTargetMaxInvoices } from '../../src/shared/constants';
import { compareMoney, multiplyMoney, toMoneyString } from '../../src/shared/money';
import { ScheduleFormSchema } from '../../src/shared/validation/scheduleForm';
import { invoices, schedules } from '../../src/server/db/schema';
import { deleteSchedules } from '../../src/server/modules/funding/deletion';
import { moveToSchedule } from '../../src/server/modules/schedules/moveInvoices';
import { nextScheduleNumber } from '../../src/server/modules/schedules/records';
import { saveSchedule } from '../../src/server/modules/schedules/save';
import { addInvoice } from '../server/fundingBook';
import {
  clock,
  expectOutcome,
  isClosed,
  newModelSchedule,
  nextInvoiceNo,
  pick,
  type Model,
  type ModelSchedule,
  type Real,
} from './moneyModel';

/**
 * The ways an invoice joins or changes in a schedule, as commands of the money-flow property: Move
 * To Schedule, the schedule form adding a row or editing one, Delete Schedule sending its invoices
 * to another schedule, and a statement straight on the database. Each must be refused (409, or the
 * database's check) when the schedule is closed: deleted, verified or funded
 * (docs/decisions/0012-closed-schedules.md).
 */

const money = (cents: number) => toMoneyString(multiplyMoney(String(cents), '0.01'));

function debtorOf(real: Real, position: number): number {
  return position % 2 === 0 ? real.book.debtors.northwind : real.book.debtors.lonestar;
}

/** The schedule's live invoices as the schedule form sends them back, oldest first. */
async function storedRows(real: Real, scheduleId: number) {
  const rows = await real.book.t.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.scheduleId, scheduleId), isNull(invoices.deletedAt)))
    .orderBy(asc(invoices.id));
  return rows.map((invoice) => ({
    id: invoice.id,
    debtor_id: invoice.debtorId,
    debtor_contact: invoice.debtorContact,
    invoice_no: invoice.invoiceNo,
    invoice_date: invoice.invoiceDate,
    invoice_amount: invoice.invoiceAmount,
    payment_type: invoice.paymentType,
    net_invoice_term: invoice.discountDays,
    invoice_due_date: invoice.invoiceDueDate,
    advance_percentage: invoice.advancePercentage,
    advance_amount: invoice.advanceAmount,
    status: invoice.status,
    Tentative_payment_mode: invoice.tentativePaymentMode,
    commitment_date: invoice.commitmentDate,
    attachments: [],
  }));
}

/** A new row of the schedule form (the server works out its terms). */
function newRow(real: Real, position: number, amount: string) {
  return {
    debtor_id: debtorOf(real, position),
    debtor_contact: ['ap@debtor.test'],
    invoice_no: nextInvoiceNo(),
    invoice_date: '2026-10-01',
    invoice_amount: amount,
    payment_type: 2,
    net_invoice_term: 1,
    invoice_due_date: '2026-10-01',
    advance_percentage: '1.00',
    advance_amount: '0.01',
    status: 1,
    Tentative_payment_mode: '',
    commitment_date: null,
    attachments: [],
  };
}

async function saveForm(real: Real, schedule: ModelSchedule, rows: unknown[]) {
  const [row] = await real.book.t.db.select().from(schedules).where(eq(schedules.id, schedule.id));
  const form = ScheduleFormSchema.parse({
    id: schedule.id,
    prospect_id: real.clientIds[schedule.client],
    schedule_no: row!.scheduleNo,
    invoices: rows,
  });
  return saveSchedule(real.book.t.deps, real.caller, form);
}

/** Move To Schedule: a new loose invoice of the client joins a schedule, or a new one. */
export class MoveLoose implements AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly cents: number,
    readonly toNew: boolean,
  ) {}
  check = (model: Readonly<Model>) =>
    model.schedules.length > 0 && (!this.toNew || model.schedules.length < 8);
  async run(model: Model, real: Real) {
    const target = pick(model, this.index)!;
    const amount = money(this.cents);
    const id = await addInvoice(
      real.book.t.db,
      real.clientIds[target.client],
      { debtorId: debtorOf(real, this.cents), amount, at: clock() },
      null,
    );
    const invoice = { id, amount, bought: false, verified: false };
    if (this.toNew) {
      // The number the schedule form offers: a deletion numbers its new schedule the same way.
      const scheduleNo = await nextScheduleNumber(real.book.t.db, real.clientIds[target.client]);
      const done = await expectOutcome(null, () =>
        moveToSchedule(real.book.t.deps, real.caller, { invoices_ids: [id], schedule_no: scheduleNo }),
      );
      model.schedules.push(newModelSchedule(done!.schedule_id, target.client, [invoice]));
      return;
    }
    const expected = isClosed(target) || target.invoices.length + 1 > maxInvoicesPerSchedule ? 409 : null;
    const done = await expectOutcome(expected, () =>
      moveToSchedule(real.book.t.deps, real.caller, { invoices_ids: [id], schedule_id: target.id }),
    );
    if (done !== null) target.invoices.push(invoice);
  }
  toString = () =>
    this.toNew ? `move ${this.cents}¢ to a new schedule` : `move ${this.cents}¢ to #${this.index}`;
}

/** The schedule form adds a row to a saved schedule. */
export class AddRow implements AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly cents: number,
  ) {}
  check = (model: Readonly<Model>) => model.schedules.length > 0;
  async run(model: Model, real: Real) {
    const schedule = pick(model, this.index)!;
    const amount = money(this.cents);
    const expected = isClosed(schedule) || schedule.invoices.length + 1 > maxInvoicesPerSchedule ? 409 : null;
    const rows = [...(await storedRows(real, schedule.id)), newRow(real, this.cents, amount)];
    const done = await expectOutcome(expected, () => saveForm(real, schedule, rows));
    if (done === null) return;
    const [added] = await real.book.t.db
      .select({ id: sql<number>`max(${invoices.id})::int` })
      .from(invoices)
      .where(eq(invoices.scheduleId, schedule.id));
    schedule.invoices.push({ id: added!.id, amount, bought: false, verified: false });
  }
  toString = () => `add a row of ${this.cents}¢ to #${this.index}`;
}

/** The schedule form changes the amount of one saved row; the others go back unchanged. */
export class EditRow implements AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly position: number,
    readonly cents: number,
  ) {}
  check = (model: Readonly<Model>) => model.schedules.length > 0;
  async run(model: Model, real: Real) {
    const schedule = pick(model, this.index)!;
    const edited = schedule.invoices[this.position % Math.max(1, schedule.invoices.length)];
    if (!edited) return;
    const amount = money(this.cents);
    const changed = compareMoney(amount, edited.amount) !== 0;
    // A deleted schedule is view-only; a bought invoice is sent back only unchanged.
    const expected = schedule.deleted || (edited.bought && changed) ? 409 : null;
    const rows = (await storedRows(real, schedule.id)).map((row) =>
      row.id === edited.id ? { ...row, invoice_amount: amount } : row,
    );
    const done = await expectOutcome(expected, () => saveForm(real, schedule, rows));
    if (done === null || !changed) return;
    edited.amount = amount;
    edited.verified = false;
  }
  toString = () => `edit row ${this.position} of #${this.index} to ${this.cents}¢`;
}

/** Delete Schedule sends every invoice of one schedule to another existing schedule. */
export class DeleteToTarget implements AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly targetIndex: number,
  ) {}
  check = (model: Readonly<Model>) => model.schedules.length > 1;
  async run(model: Model, real: Real) {
    const schedule = pick(model, this.index)!;
    const target = pick(model, this.targetIndex)!;
    const targets = Object.fromEntries(schedule.invoices.map((invoice) => [String(invoice.id), target.id]));
    const sameClient = target.client === schedule.client;
    const moving = schedule.invoices.length;
    // In the order the server checks: the schedule deleted, then each target named.
    const expected = ((): number | null => {
      if (schedule.deleted || schedule.funded) return 409;
      if (moving === 0) return null;
      // Not one of the client's other live schedules: a map that does not fit (400).
      if (!sameClient || target.id === schedule.id || target.deleted) return 400;
      if (isClosed(target)) return 409;
      if (target.invoices.length + moving > scheduleTargetMaxInvoices) return 409;
      return null;
    })();
    const done = await expectOutcome(expected, () =>
      deleteSchedules(
        real.book.t.db,
        real.caller,
        { id: [schedule.id], prospect_id: real.clientIds[schedule.client], schedule_invoices: targets },
        clock(),
      ),
    );
    if (done === null) return;
    schedule.deleted = true;
    target.invoices.push(...schedule.invoices.map((invoice) => ({ ...invoice, verified: false })));
    schedule.invoices = [];
  }
  toString = () => `delete #${this.index} to #${this.targetIndex}`;
}

/** An invoice written straight into a schedule by a statement on the database. */
export class InsertDirectly implements AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly cents: number,
  ) {}
  check = (model: Readonly<Model>) => model.schedules.length > 0;
  async run(model: Model, real: Real) {
    const schedule = pick(model, this.index)!;
    const amount = money(this.cents);
    const insert = addInvoice(
      real.book.t.db,
      real.clientIds[schedule.client],
      { debtorId: real.book.debtors.lonestar, amount, at: clock() },
      schedule.id,
    );
    if (isClosed(schedule)) {
      // The database's own check (drizzle/0014): 23514, check_violation.
      const error = await insert.then(
        () => null,
        (failure: { cause?: { code?: string } }) => failure,
      );
      if (error?.cause?.code !== '23514') {
        throw new Error(`the database let an invoice into closed schedule ${schedule.id}`);
      }
      return;
    }
    schedule.invoices.push({ id: await insert, amount, bought: false, verified: false });
  }
  toString = () => `insert ${this.cents}¢ straight into #${this.index}`;
}
