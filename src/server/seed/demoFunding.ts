import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { settlementAmountOf } from '../../shared/chargebackSettlement';
import { paymentTypes } from '../../shared/constants';
import { addDaysIso } from '../../shared/dates';
import { addMoney, compareMoney, percentOf, subtractMoney, toMoneyString } from '../../shared/money';
import type { Database } from '../db/client';
import { invoices, schedules, users } from '../db/schema';
import type { Caller } from '../http/caller';
import { revertFunding } from '../modules/funding/fundingReversal';
import { paymentInfoOf } from '../modules/funding/paymentInfo';
import { postPayment } from '../modules/funding/postPayment';
import { checkChargebacks, verifySchedule } from '../modules/funding/verification';

/**
 * Demo funding: some of the demo clients' schedules go through the real money flow (the funding
 * services, not rows written by hand), so the books, the Schedule of Funding and the reports have
 * real entries: one schedule paid in two payments, one paid and then reverted, one verified and
 * waiting for its payment. Runs after the demo schedules; a book without them is left as it is.
 */

export interface DemoFunding {
  paidTwice: number | null;
  reverted: number | null;
  awaitingPayment: number | null;
}

async function staffCaller(db: Database): Promise<Caller | null> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@factordesk.test'))
    .limit(1);
  if (!admin) return null;
  return {
    userId: admin.id,
    sessionId: 'demo-seed',
    roleType: 'admin',
    rights: new Set(),
    companyId: null,
    debtorId: null,
    brokerId: null,
    sensitiveInformationDisclosure: true,
  };
}

/** The clients' live schedules that have invoices and are not verified yet, oldest first. */
async function candidateSchedules(db: Database, clientIds: readonly number[]) {
  if (clientIds.length === 0) return [];
  return db
    .select({ id: schedules.id, prospectId: schedules.prospectId })
    .from(schedules)
    .where(
      and(
        inArray(schedules.prospectId, [...clientIds]),
        isNull(schedules.deletedAt),
        isNull(schedules.verifiedAt),
        sql`exists (select 1 from ${invoices} i where i.schedule_id = ${schedules.id} and i.deleted_at is null)`,
      ),
    )
    .orderBy(asc(schedules.id));
}

/** A live verified schedule of the clients that no payment has funded yet. */
async function verifiedUnfunded(db: Database, clientIds: readonly number[]): Promise<number | null> {
  if (clientIds.length === 0) return null;
  const [row] = await db
    .select({ id: schedules.id })
    .from(schedules)
    .where(
      and(
        inArray(schedules.prospectId, [...clientIds]),
        isNull(schedules.deletedAt),
        isNotNull(schedules.verifiedAt),
        isNull(schedules.scheduleFundDate),
      ),
    )
    .orderBy(asc(schedules.id))
    .limit(1);
  return row?.id ?? null;
}

/** Verifies as a careful user would: the client's open chargebacks that fit within the schedule total. */
async function verify(db: Database, caller: Caller, schedule: { id: number; prospectId: number }, now: Date) {
  const check = await checkChargebacks(db, caller, {
    schedule_id: schedule.id,
    prospect_id: schedule.prospectId,
  });
  const chosen: number[] = [];
  let total = '0.00';
  for (const row of check.invoices) {
    const next = toMoneyString(addMoney(total, settlementAmountOf(row)));
    if (compareMoney(next, check.scheduleTotalAmount) > 0) continue;
    chosen.push(row.id);
    total = next;
  }
  if (check.invoices.length > 0 && chosen.length === 0) return false;
  await verifySchedule(db, caller, { id: schedule.id, chargebacks: chosen }, now);
  return true;
}

/** A payment dated after the schedule's invoices, by ACH, check or wire. */
async function pay(db: Database, caller: Caller, scheduleId: number, share: string, type: number, now: Date) {
  const info = await paymentInfoOf(db, caller, scheduleId);
  const amount = toMoneyString(percentOf(info.amount, share));
  if (compareMoney(subtractMoney(amount, type === paymentTypes.Wire ? info.wireFee : '0'), '0') <= 0) return;
  const fundDate = info.latestInvoiceDate ?? '2026-10-01';
  await postPayment(
    db,
    caller,
    scheduleId,
    {
      schedule_id: scheduleId,
      payment_type: type,
      transaction_number: `DEMO${scheduleId}${type}${share.replace('.', '')}`,
      schedule_fund_date: fundDate,
      check_date: addDaysIso(fundDate, 1),
      check_deposit_date: type === paymentTypes.Wire ? null : addDaysIso(fundDate, 2),
      posting_date: addDaysIso(fundDate, 3),
      amount,
      ...(type === paymentTypes.Wire ? { wire_fee: info.wireFee } : {}),
      selectedUnverifiedInvoices: [],
      unverifiedInvoices: info.unverified_invoices.map((invoice) => invoice.id),
    },
    now,
  );
}

export async function seedDemoFunding(
  db: Database,
  clientIds: readonly number[],
  now: Date = new Date(),
): Promise<DemoFunding> {
  const result: DemoFunding = { paidTwice: null, reverted: null, awaitingPayment: null };
  const caller = await staffCaller(db);
  if (!caller) return result;
  // A schedule verified already (by the invoice demo) can be the one awaiting payment, which
  // leaves an unverified one for the lists to show.
  const alreadyVerified = await verifiedUnfunded(db, clientIds);
  for (const schedule of await candidateSchedules(db, clientIds)) {
    if (result.paidTwice !== null && result.reverted !== null && alreadyVerified !== null) {
      result.awaitingPayment = alreadyVerified;
      break;
    }
    if (result.paidTwice !== null && result.reverted !== null && result.awaitingPayment !== null) break;
    if (!(await verify(db, caller, schedule, now))) continue;
    const [verified] = await db.select().from(schedules).where(eq(schedules.id, schedule.id));
    const settlesChargebacks = compareMoney(verified?.cbAmount ?? '0', '0') !== 0;
    if (result.paidTwice === null) {
      await pay(db, caller, schedule.id, '60', paymentTypes.ACH, now);
      await pay(db, caller, schedule.id, '100', paymentTypes.Wire, now);
      result.paidTwice = schedule.id;
    } else if (result.reverted === null && !settlesChargebacks) {
      // Revert Funding is for a schedule without chargebacks (spec part 2 §4).
      await pay(db, caller, schedule.id, '100', paymentTypes.Check, now);
      await revertFunding(db, caller, schedule.id, now);
      result.reverted = schedule.id;
    } else if (result.awaitingPayment === null) {
      result.awaitingPayment = schedule.id;
    }
  }
  return result;
}
