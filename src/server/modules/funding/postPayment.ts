import { and, eq } from 'drizzle-orm';
import { approvalMessages } from '../../../shared/contract/approvals';
import type { Payment } from '../../../shared/contract/funding';
import { messages } from '../../../shared/messages';
import { compareMoney, formatUsd, toMoneyString } from '../../../shared/money';
import { paymentLimitsOf } from '../../../shared/schedulePayment';
import { postPaymentSchema } from '../../../shared/validation/postPayment';
import type { Db } from '../../db/client';
import { invoices, moneyApprovals, moneyApprovalStatus, schedulePayments, schedules } from '../../db/schema';
import type { RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { conflict } from '../../http/errors';
import { validationError } from '../../http/validation';
import { ledgerOperations } from '../../ledger/operations';
import { postEntry } from '../../ledger/post';
import { holdForApproval, needsApproval } from '../approvals/gate';
import { announceHeldMovement } from '../approvals/notices';
import { settleChargebacks } from './chargebackChoice';
import { recordFundingNotice } from './fundingNotices';
import { escrowByInvoice, paymentEntryLines, remainingAfter, type PaymentEntryInput } from './paymentEntry';
import { paymentInfoFrom, refuseUnpayable } from './paymentInfo';
import { toPayment } from './payments';
import { invoicesOfSchedule, lockSchedule, termsForFunding } from './scheduleRecords';

/**
 * Post Payment (spec part 2 §4, §5 Post payment; rule 2 of docs/decisions/0006-the-books.md).
 *
 * In one transaction: the schedule is locked, its payment info is worked out as it now stands, and
 * the payment is checked against it by the dialog's own schema; the first payment buys the
 * schedule's verified invoices and sets its fund date, and any payment buys the unverified
 * invoices it selects;
 * the payment and its journal entry (key `payment:<id>`) are stored and the remaining amount
 * lowered. Payments of one schedule therefore queue on its lock, and each sees what the one before
 * it left owing: none can pay out more than is owed.
 */
export async function postPayment(
  db: Db,
  caller: Caller,
  scheduleId: number,
  /** The request as sent: checked again here against the schedule's limits. */
  body: unknown,
  now: Date,
): Promise<PaymentOutcome> {
  return runPayment(db, caller, scheduleId, body, now, { createdBy: caller.userId, approvedBy: null });
}

/**
 * What Post Payment did: posted the payment, or (above the approval threshold, docs/decisions/0029)
 * held it for a second staff member, `payment` then null and `approvalId` the waiting approval.
 */
export interface PaymentOutcome {
  payment: Payment | null;
  approvalId: number | null;
  /** The amount held, for the answer's message. */
  heldAmount: string | null;
  bells: RecordedNotification[];
}

/** Who a payment is recorded as made by and, once it waited, approved by. */
export interface PaymentMakers {
  createdBy: string;
  /** The checker of an approved payment: then it posts whatever its amount (it was approved). */
  approvedBy: string | null;
}

/** The schedule's payment waiting for approval, if any: the schedule takes no other payment meanwhile. */
async function refuseWhileWaiting(db: Db, scheduleId: number): Promise<void> {
  const [waiting] = await db
    .select({ id: moneyApprovals.id })
    .from(moneyApprovals)
    .where(
      and(
        eq(moneyApprovals.scheduleId, scheduleId),
        eq(moneyApprovals.kind, 'schedule_payment'),
        eq(moneyApprovals.status, moneyApprovalStatus.waiting),
      ),
    )
    .limit(1);
  if (waiting) throw conflict(approvalMessages.alreadyWaiting);
}

/**
 * Post Payment as made by `makers.createdBy`: the payment is checked in full, then either held for
 * approval (a maker's payment above the threshold) or posted. An approved payment (`approvedBy`)
 * is the approval's own run: it is not held again, and it records its checker.
 */
export async function runPayment(
  db: Db,
  caller: Caller,
  scheduleId: number,
  body: unknown,
  now: Date,
  makers: PaymentMakers,
): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const schedule = await lockSchedule(tx, caller, scheduleId);
    await refuseUnpayable(tx, schedule);
    if (makers.approvedBy === null) await refuseWhileWaiting(tx, schedule.id);
    const terms = await termsForFunding(tx, schedule.prospectId);
    const scheduleInvoices = await invoicesOfSchedule(tx, schedule.id, { lock: true });
    const info = await paymentInfoFrom(tx, schedule, terms, scheduleInvoices);
    const parsed = postPaymentSchema(paymentLimitsOf(info)).safeParse({
      ...(body as object),
      schedule_id: schedule.id,
    });
    if (!parsed.success) throw validationError(parsed.error);
    const payment = parsed.data;

    const isFirst = schedule.scheduleFundDate === null;
    const fundDate = schedule.scheduleFundDate ?? payment.schedule_fund_date;
    // The first payment buys the verified invoices; any payment, the unverified ones it selects.
    const selected = new Set(payment.selectedUnverifiedInvoices);
    const bought = scheduleInvoices.filter(
      (invoice) =>
        invoice.fundingDate === null && ((isFirst && invoice.verified) || selected.has(invoice.id)),
    );
    const entry: PaymentEntryInput = {
      clientId: schedule.prospectId,
      bought,
      escrowPercentage: terms.escrowReservePercentage,
      chargebacks: isFirst ? toMoneyString(schedule.cbAmount) : '0.00',
      amount: payment.amount,
      wireFee: payment.wire_fee,
    };
    const remaining = remainingAfter(isFirst ? '0.00' : schedule.remainingAmount, entry);
    // The schema's maximum keeps this at or above 0; below it would be a bug, never a user's mistake.
    if (compareMoney(remaining, '0') < 0) throw new Error(`payment would overpay schedule ${schedule.id}`);

    if (makers.approvedBy === null && (await needsApproval(tx, payment.amount))) {
      const approvalId = await holdForApproval(tx, {
        kind: 'schedule_payment',
        prospectId: schedule.prospectId,
        scheduleId: schedule.id,
        amount: payment.amount,
        request: { ...(body as object), schedule_id: schedule.id },
        madeBy: makers.createdBy,
      });
      const bells = await announceHeldMovement(tx, {
        approvalId,
        kind: 'schedule_payment',
        prospectId: schedule.prospectId,
        amount: payment.amount,
        madeBy: makers.createdBy,
      });
      return { payment: null, approvalId, heldAmount: payment.amount, bells };
    }

    const [stored] = await tx
      .insert(schedulePayments)
      .values({
        scheduleId: schedule.id,
        paymentType: payment.payment_type,
        transactionNumber: payment.transaction_number,
        scheduleFundDate: payment.schedule_fund_date,
        checkDate: payment.check_date,
        checkDepositDate: payment.check_deposit_date,
        postingDate: payment.posting_date,
        amount: payment.amount,
        wireFee: payment.wire_fee,
        paidAmount: payment.paid_amount,
        invoiceIds: bought.map((invoice) => invoice.id),
        createdBy: makers.createdBy,
        approvedBy: makers.approvedBy,
      })
      .returning();
    if (!stored) throw new Error('payment was not stored');
    const journalEntryId = await postEntry(tx, {
      date: payment.check_date,
      operation: ledgerOperations.schedulePayment,
      operationKey: `payment:${stored.id}`,
      memo: `Schedule ${schedule.scheduleNo}: ${payment.payment_type_text} ${payment.transaction_number}`,
      clientId: schedule.prospectId,
      createdBy: makers.createdBy,
      lines: paymentEntryLines(entry),
    });
    const [recorded] = await tx
      .update(schedulePayments)
      .set({ journalEntryId })
      .where(eq(schedulePayments.id, stored.id))
      .returning();

    const escrows = escrowByInvoice(bought, terms.escrowReservePercentage);
    for (const invoice of bought) {
      await tx
        .update(invoices)
        // verified_at stays: an invoice bought unverified is unverified again if the funding is reverted.
        .set({ fundingDate: fundDate, escrowAmount: escrows.get(invoice.id) ?? '0' })
        .where(eq(invoices.id, invoice.id));
    }
    if (isFirst) await settleChargebacks(tx, schedule.id);
    await tx
      .update(schedules)
      .set({ scheduleFundDate: fundDate, remainingAmount: remaining, updatedAt: now })
      .where(eq(schedules.id, schedule.id));

    const bells = await recordFundingNotice(tx, caller, schedule, {
      type: 'payment_completed',
      content: (clientName) =>
        messages.funding.screens.notices.paymentCompleted(
          formatUsd(payment.amount),
          schedule.scheduleNo,
          clientName,
        ),
      staffRight: 'post_payment',
      tellClient: true,
      // A first payment is the onboarding tracker's last step.
      tags: ['Schedule', 'Payment', 'Invoice', 'Chargeback', 'Onboarding'],
    });
    return { payment: toPayment(recorded ?? stored), approvalId: null, heldAmount: null, bells };
  });
}
