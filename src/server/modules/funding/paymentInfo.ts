import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FundingChargeback } from '../../../shared/contract/funding';
import { messages } from '../../../shared/messages';
import { addMoney, subtractMoney, toMoneyString } from '../../../shared/money';
import type { SchedulePaymentInfo, UnverifiedInvoice } from '../../../shared/schedulePayment';
import type { Db } from '../../db/client';
import { schedulePayments } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { conflict } from '../../http/errors';
import type { ClientTerms } from '../clients/terms';
import { chargebacksChosenBy } from './chargebackChoice';
import { escrowOf, latestInvoiceDate, plannedRemaining } from './scheduleAmounts';
import {
  clientOf,
  invoicesOfSchedule,
  readSchedule,
  refuseDeleted,
  termsForFunding,
  type ScheduleInvoiceRecord,
  type ScheduleRecord,
} from './scheduleRecords';

/**
 * The schedule payment info (spec part 2 §3, §7): what a payment may be, read by the Post Payment
 * dialog and, inside the payment's own transaction, by the server that checks it with the same
 * rules (src/shared/validation/postPayment.ts).
 *
 * Before the first payment nothing is bought yet: the first payment buys the schedule's verified
 * invoices, so what it owes is worked out from them. Once funded, the amount is the stored
 * remaining amount. Invoices changed after verification (and, once funded, every
 * invoice not bought) are the unverified invoices, which a payment buys only when it selects them.
 */

export type PaymentInfo = SchedulePaymentInfo & {
  unverified_invoices: (UnverifiedInvoice & { invoice_no: string; invoice_amount: string })[];
  chargebacks: FundingChargeback[];
  latestInvoiceDate: string | null;
};

/** A schedule that may be paid: live, verified, of a client not terminated. */
export async function refuseUnpayable(db: Db, schedule: ScheduleRecord): Promise<void> {
  refuseDeleted(schedule);
  if (schedule.verifiedAt === null) throw conflict(messages.schedule.workflows.notVerified);
  const client = await clientOf(db, schedule.prospectId);
  if (client.terminated) throw conflict(messages.funding.screens.clientTerminated);
}

/** Σ amounts of the schedule's payments that stand (not reversed). */
export async function paidAmountOf(db: Db, scheduleId: number): Promise<string> {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(${schedulePayments.amount}), 0)::text` })
    .from(schedulePayments)
    .where(and(eq(schedulePayments.scheduleId, scheduleId), isNull(schedulePayments.reversedAt)));
  return toMoneyString(row?.paid ?? '0');
}

/** The info of a schedule as it stands, from its records already read (and locked, when posting). */
export async function paymentInfoFrom(
  db: Db,
  schedule: ScheduleRecord,
  terms: ClientTerms,
  invoices: readonly ScheduleInvoiceRecord[],
): Promise<PaymentInfo> {
  const isFunded = schedule.scheduleFundDate !== null;
  const unbought = invoices.filter((invoice) => invoice.fundingDate === null);
  // Once funded, nothing unbought is verified: the first payment bought every verified invoice.
  const unverified = isFunded ? unbought : unbought.filter((invoice) => !invoice.verified);
  const amount = isFunded
    ? toMoneyString(schedule.remainingAmount)
    : plannedRemaining(
        unbought.filter((invoice) => invoice.verified),
        terms.escrowReservePercentage,
        schedule.cbAmount,
      );
  const paidAmount = await paidAmountOf(db, schedule.id);
  return {
    amount,
    paidAmount,
    requestedAmount: toMoneyString(addMoney(paidAmount, amount)),
    wireFee: toMoneyString(terms.wireFee),
    latestInvoiceDate: latestInvoiceDate(invoices),
    isFunded,
    unverified_invoices: unverified.map((invoice) => ({
      id: invoice.id,
      invoice_no: invoice.invoiceNo,
      invoice_amount: toMoneyString(invoice.invoiceAmount),
      // What buying it adds to what is owed: its advance less the escrow withheld from it.
      advance_amount: toMoneyString(
        subtractMoney(invoice.advanceAmount, escrowOf(invoice, terms.escrowReservePercentage)),
      ),
    })),
    chargebacks: await chargebacksChosenBy(db, schedule.id),
  };
}

/** The Post Payment dialog's first call. */
export async function paymentInfoOf(db: Db, caller: Caller, id: number): Promise<PaymentInfo> {
  const schedule = await readSchedule(db, caller, id);
  await refuseUnpayable(db, schedule);
  const terms = await termsForFunding(db, schedule.prospectId);
  return paymentInfoFrom(db, schedule, terms, await invoicesOfSchedule(db, schedule.id));
}
