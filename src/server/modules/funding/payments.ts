import { asc, eq, or } from 'drizzle-orm';
import type { JournalEntry, Payment, PaymentWithEntries } from '../../../shared/contract/funding';
import type { PaymentType } from '../../../shared/constants';
import { toMoneyString } from '../../../shared/money';
import { paymentTypeText } from '../../../shared/schedulePayment';
import type { Db } from '../../db/client';
import { journalEntries, journalLines, ledgerAccounts, schedulePayments } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { paymentStatementOf } from './paymentStatement';
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

/**
 * Every payment of a schedule with the journal entry it posted and the contra entry that reversed
 * it, read in one query: payments, their entries (the posting's id or the one reversing it), the
 * lines and the accounts, one row per line, folded here in the order they came.
 */
export async function paymentsWithEntries(db: Db, scheduleId: number): Promise<PaymentWithEntries[]> {
  const rows = await db
    .select({
      payment: schedulePayments,
      entryId: journalEntries.id,
      entryDate: journalEntries.entryDate,
      entryMemo: journalEntries.memo,
      accountCode: ledgerAccounts.code,
      accountName: ledgerAccounts.name,
      lineMemo: journalLines.memo,
      debit: journalLines.debit,
      credit: journalLines.credit,
    })
    .from(schedulePayments)
    .leftJoin(
      journalEntries,
      or(
        eq(journalEntries.id, schedulePayments.journalEntryId),
        eq(journalEntries.reversesEntryId, schedulePayments.journalEntryId),
      ),
    )
    .leftJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(eq(schedulePayments.scheduleId, scheduleId))
    .orderBy(
      asc(schedulePayments.createdAt),
      asc(schedulePayments.id),
      asc(journalEntries.id),
      asc(journalLines.id),
    );

  const payments = new Map<number, PaymentWithEntries>();
  const entries = new Map<number, JournalEntry>();
  for (const row of rows) {
    let payment = payments.get(row.payment.id);
    if (!payment) {
      payment = { ...toPayment(row.payment), statement: null, journal_entry: null, reversal_entry: null };
      payments.set(row.payment.id, payment);
    }
    if (row.entryId === null || row.entryDate === null || row.entryMemo === null) continue;
    let entry = entries.get(row.entryId);
    if (!entry) {
      entry = { id: row.entryId, entry_date: row.entryDate, memo: row.entryMemo, lines: [] };
      entries.set(row.entryId, entry);
      // The payment's own entry, or the contra entry naming it.
      if (row.entryId === row.payment.journalEntryId) payment.journal_entry = entry;
      else payment.reversal_entry = entry;
    }
    if (row.accountCode === null || row.accountName === null || row.debit === null || row.credit === null) {
      continue;
    }
    entry.lines.push({
      account_code: row.accountCode,
      account_name: row.accountName,
      memo: row.lineMemo ?? '',
      debit: toMoneyString(row.debit),
      credit: toMoneyString(row.credit),
    });
  }
  return [...payments.values()].map((payment) => ({
    ...payment,
    statement: payment.journal_entry ? paymentStatementOf(payment.journal_entry) : null,
  }));
}

/**
 * Show Payment: the payments of a schedule the caller may see, each with its statement and what it
 * did to the books (the contract gives a client user the statements only).
 */
export async function showPayments(
  db: Db,
  caller: Caller,
  scheduleId: number,
): Promise<PaymentWithEntries[]> {
  const schedule = await readSchedule(db, caller, scheduleId);
  return paymentsWithEntries(db, schedule.id);
}
