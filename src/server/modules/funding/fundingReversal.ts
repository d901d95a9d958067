import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { todayIso } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { compareMoney } from '../../../shared/money';
import type { Db } from '../../db/client';
import { idsOf } from '../../db/idsOf';
import { invoices, schedulePayments, schedules, unappliedCash } from '../../db/schema';
import type { RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { conflict } from '../../http/errors';
import { ledgerOperations } from '../../ledger/operations';
import { reverseEntry } from '../../ledger/post';
import { recordFundingNotice } from './fundingNotices';
import { plannedRemaining } from './scheduleAmounts';
import { signedTermsOf } from '../clients/terms';
import { invoicesOfSchedule, lockLiveSchedule } from './scheduleRecords';

/**
 * Revert Funding, the funded schedule reversal (spec part 2 §4: 'available only when it has a fund
 * date and no chargeback amount'; rule 3 of docs/decisions/0006-the-books.md). Every payment that
 * stands gets the contra entry of its payment entry (key `payment:<id>:reversal`) and is marked
 * reversed; the invoices it bought return to not funded, and the schedule to verified and not
 * funded, owing again what its funding will pay. Every balance comes back to where it was.
 */
export async function revertFunding(
  db: Db,
  caller: Caller,
  scheduleId: number,
  now: Date,
): Promise<RecordedNotification[]> {
  return db.transaction(async (tx) => {
    const schedule = await lockLiveSchedule(tx, caller, scheduleId);
    if (schedule.scheduleFundDate === null || compareMoney(schedule.cbAmount, '0') !== 0) {
      throw conflict(messages.funding.screens.revertFundingRefused);
    }
    // Money already came back on its invoices (a collection, a chargeback, cash held on one): the
    // purchase is history the books build on, so it is not undone (docs/decisions/0028). Every
    // invoice of the schedule is locked first, so a collection cannot land between check and revert.
    const touched = (
      await tx
        .select({
          id: invoices.id,
          // Named in full: in a one-table select drizzle writes a column bare, and a bare "id"
          // inside the subquery would be unapplied_cash's own.
          touched: sql<boolean>`(${invoices.collectedAmount} > 0 or ${invoices.chargebackAmount} > 0 or exists (select 1 from ${unappliedCash} as held where held.invoice_id = ${invoices}.id))`,
        })
        .from(invoices)
        .where(eq(invoices.scheduleId, schedule.id))
        .orderBy(asc(invoices.id))
        .for('update', { of: invoices })
    ).filter((row) => row.touched);
    if (touched.length > 0) throw conflict(messages.funding.screens.revertFundingAfterCollection);
    const standing = await tx
      .select()
      .from(schedulePayments)
      .where(and(eq(schedulePayments.scheduleId, schedule.id), isNull(schedulePayments.reversedAt)))
      .for('update');
    const bought = new Set<number>();
    for (const payment of standing) {
      if (payment.journalEntryId !== null) {
        await reverseEntry(tx, payment.journalEntryId, {
          date: todayIso(now),
          operation: ledgerOperations.fundingReversal,
          operationKey: `payment:${payment.id}:reversal`,
          memo: `Schedule ${schedule.scheduleNo}: funding reversed`,
          createdBy: caller.userId,
        });
      }
      for (const id of payment.invoiceIds) bought.add(id);
    }
    if (standing.length > 0) {
      await tx
        .update(schedulePayments)
        .set({ reversedAt: now })
        .where(inArray(schedulePayments.id, idsOf(standing)));
    }
    if (bought.size > 0) {
      await tx
        .update(invoices)
        // verified_at stays: an invoice verified before its purchase is verified again (0011).
        .set({ fundingDate: null, escrowAmount: '0' })
        .where(inArray(invoices.id, [...bought]));
    }
    // A client whose terms were withdrawn since can be paid nothing until it has terms again.
    const terms = await signedTermsOf(tx, schedule.prospectId);
    const owed = terms
      ? plannedRemaining(
          (await invoicesOfSchedule(tx, schedule.id)).filter((invoice) => invoice.verified),
          terms.escrowReservePercentage,
          schedule.cbAmount,
        )
      : '0.00';
    await tx
      .update(schedules)
      .set({ scheduleFundDate: null, remainingAmount: owed, updatedAt: now })
      .where(eq(schedules.id, schedule.id));

    return recordFundingNotice(tx, caller, schedule, {
      type: 'funding_reversed',
      content: (clientName) =>
        messages.funding.screens.notices.fundingReversed(schedule.scheduleNo, clientName),
      staffRight: 'post_payment',
      tellClient: true,
      tags: ['Schedule', 'Payment', 'Invoice'],
    });
  });
}
