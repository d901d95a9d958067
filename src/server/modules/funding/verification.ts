import { eq, inArray } from 'drizzle-orm';
import {
  selectedChargebacksTotal,
  verificationRefusal,
  verificationRefusalMessage,
} from '../../../shared/chargebackSettlement';
import type { FundingChargeback } from '../../../shared/contract/funding';
import { messages } from '../../../shared/messages';
import { compareMoney, subtractMoney, toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { idsOf } from '../../db/idsOf';
import { invoices as invoiceRows, schedules } from '../../db/schema';
import type { RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { badRequest, conflict, notFound } from '../../http/errors';
import { unreviewedInvoiceNumbers } from '../pledge-matches/matches';
import { holdPledgeCheckOf } from '../pledge-matches/record';
import { chooseChargebacks, openChargebacksOf } from './chargebackChoice';
import { recordFundingNotice } from './fundingNotices';
import { purchaseOf } from './scheduleAmounts';
import {
  invoicesOfSchedule,
  lockSchedule,
  readSchedule,
  refuseDeleted,
  termsForFunding,
  type ScheduleRecord,
} from './scheduleRecords';

/**
 * Verify Schedule (spec part 2 §4 Schedule lifecycle; §7 Check chargebacks, Verify schedule). The
 * verification records which of the client's open chargebacks the funding settles and what the
 * funding will pay out; it posts nothing (0006, rule 1): the books move when the schedule is paid.
 */

const W = messages.schedule.workflows;

/** A schedule that may still be verified: live, of the named client, not verified yet. */
function refuseUnverifiable(schedule: ScheduleRecord, prospectId?: number): void {
  // A schedule asked for under another client is not found, like another party's.
  if (prospectId !== undefined && schedule.prospectId !== prospectId) throw notFound(messages.http.notFound);
  refuseDeleted(schedule);
  if (schedule.verifiedAt !== null) throw conflict(W.alreadyVerified);
}

/**
 * What the chosen chargebacks may not exceed: the schedule's payout before them (its advances less
 * the escrow withheld), so that the funding never owes the client less than nothing.
 */
async function scheduleTotalOf(db: Db, schedule: ScheduleRecord, options: { lock?: boolean } = {}) {
  const terms = await termsForFunding(db, schedule.prospectId);
  const invoices = await invoicesOfSchedule(db, schedule.id, options);
  const { payout } = purchaseOf(invoices, terms.escrowReservePercentage);
  return { invoices, payout };
}

/**
 * A schedule is not verified while one of its live invoices has a possible double pledge no one has
 * reviewed (docs/decisions/0028-cash-comes-back.md): 409 naming those invoices.
 */
async function refuseUnreviewedPledges(db: Db, invoices: readonly { id: number }[]): Promise<void> {
  const unreviewed = await unreviewedInvoiceNumbers(db, idsOf(invoices));
  if (unreviewed.length > 0) throw conflict(messages.pledgeMatch.verificationRefused(unreviewed));
}

export interface ChargebackCheck {
  invoices: FundingChargeback[];
  scheduleTotalAmount: string;
}

/** The first step of the dialog: the client's open chargebacks and the schedule total. */
export async function checkChargebacks(
  db: Db,
  caller: Caller,
  request: { schedule_id: number; prospect_id: number },
): Promise<ChargebackCheck> {
  const schedule = await readSchedule(db, caller, request.schedule_id);
  refuseUnverifiable(schedule, request.prospect_id);
  const { invoices, payout } = await scheduleTotalOf(db, schedule);
  await refuseUnreviewedPledges(db, invoices);
  return {
    invoices: await openChargebacksOf(db, schedule.prospectId),
    scheduleTotalAmount: toMoneyString(payout),
  };
}

/**
 * Verifies the schedule with the chosen chargebacks, by the dialog's own rules
 * (src/shared/chargebackSettlement.ts): the schedule and the chargebacks are locked, so two
 * schedules cannot choose one chargeback and the total is checked against what is stored.
 */
export async function verifySchedule(
  db: Db,
  caller: Caller,
  request: { id: number; chargebacks: readonly number[] },
  now: Date,
): Promise<RecordedNotification[]> {
  return db.transaction(async (tx) => {
    // The double-pledge check of the schedule's debtors holds still while the matches are read, and
    // is taken before the schedule, in the order every save that records matches takes them.
    const listed = await tx
      .select({ id: invoiceRows.id })
      .from(invoiceRows)
      .where(eq(invoiceRows.scheduleId, request.id));
    await holdPledgeCheckOf(tx, idsOf(listed));
    const schedule = await lockSchedule(tx, caller, request.id);
    refuseUnverifiable(schedule);
    const { invoices, payout } = await scheduleTotalOf(tx, schedule, { lock: true });
    if (invoices.length === 0) throw conflict(W.noInvoices);
    if (compareMoney(payout, '0') < 0) throw conflict(W.escrowAboveAdvances);
    await refuseUnreviewedPledges(tx, invoices);

    const open = await openChargebacksOf(tx, schedule.prospectId, { lock: true });
    const chosen = [...new Set(request.chargebacks)];
    const refusal = verificationRefusal(open, chosen, payout);
    if (refusal !== null) throw badRequest(verificationRefusalMessage(refusal));

    const cbAmount = selectedChargebacksTotal(open, chosen);
    await chooseChargebacks(tx, schedule.id, chosen);
    await tx
      .update(schedules)
      .set({
        verifiedAt: now,
        verifiedBy: caller.userId,
        cbAmount,
        // What the funding will pay: it nets the chosen chargebacks (never below 0 by the rule above).
        remainingAmount: toMoneyString(subtractMoney(payout, cbAmount)),
        updatedAt: now,
      })
      .where(eq(schedules.id, schedule.id));
    // Each invoice carries the mark until it changes: what changes later is unverified (and nothing
    // joins a verified schedule, 0012).
    await tx
      .update(invoiceRows)
      .set({ verifiedAt: now })
      .where(inArray(invoiceRows.id, idsOf(invoices)));

    return recordFundingNotice(tx, caller, schedule, {
      type: 'schedule_verified',
      content: (clientName) => W.verifiedNotice(schedule.scheduleNo, clientName),
      staffRight: 'post_payment',
      tellClient: false,
      tags: ['Schedule'],
    });
  });
}
