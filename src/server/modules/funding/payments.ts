import { asc, eq } from 'drizzle-orm';
import type { Payment } from '../../../shared/contract/funding';
import type { PaymentType } from '../../../shared/constants';
import { toMoneyString } from '../../../shared/money';
import { paymentTypeText } from '../../../shared/schedulePayment';
import type { Db } from '../../db/client';
import { schedulePayments } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { readSchedule } from './scheduleRecords';

export type PaymentRecord = typeof schedulePayments.$inferSelect;

/** A stored payment as the screens show it (spec part 2 §3, Payment). */
export function toPayment(row: PaymentRecord): Payment {
  const paymentType = row.paymentType as PaymentType;
  return {
    id: row.id,
    schedule_id: row.scheduleId,
    payment_type: paymentType,
    payment_type_text: paymentTypeText(paymentType),
    transaction_number: row.transactionNumber,
    schedule_fund_date: row.scheduleFundDate,
    check_date: row.checkDate,
    check_deposit_date: row.checkDepositDate,
    posting_date: row.postingDate,
    amount: toMoneyString(row.amount),
    wire_fee: toMoneyString(row.wireFee),
    paid_amount: toMoneyString(row.paidAmount),
    invoice_ids: row.invoiceIds,
    reversed_at: row.reversedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Every payment of a schedule, oldest first, the reversed ones too (they stay in the books). */
export async function paymentsOfSchedule(db: Db, scheduleId: number): Promise<Payment[]> {
  const rows = await db
    .select()
    .from(schedulePayments)
    .where(eq(schedulePayments.scheduleId, scheduleId))
    .orderBy(asc(schedulePayments.createdAt), asc(schedulePayments.id));
  return rows.map(toPayment);
}

/** Show Payment: the payments of a schedule the caller may see. */
export async function showPayments(db: Db, caller: Caller, scheduleId: number): Promise<Payment[]> {
  const schedule = await readSchedule(db, caller, scheduleId);
  return paymentsOfSchedule(db, schedule.id);
}
