import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { compareMoney } from '../../../shared/money';
import type { Db } from '../../db/client';
import { invoices, schedules } from '../../db/schema';
import type { RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { conflict } from '../../http/errors';
import { releaseChargebacks } from './chargebackChoice';
import { recordFundingNotice } from './fundingNotices';
import { clientOf, lockSchedule, refuseDeleted } from './scheduleRecords';

/**
 * Revert Verification (spec part 2 §4: 'available only when the schedule has no fund date and no
 * chargeback amount'): the schedule is unverified again and its chosen chargebacks go back to the
 * client's open ones. Verification posted nothing, so neither does its revert (0006, rule 1).
 */
export async function revertVerification(
  db: Db,
  caller: Caller,
  id: number,
  now: Date,
): Promise<RecordedNotification[]> {
  return db.transaction(async (tx) => {
    const schedule = await lockSchedule(tx, caller, id);
    refuseDeleted(schedule);
    if (schedule.verifiedAt === null) throw conflict(messages.schedule.workflows.notVerified);
    if (schedule.scheduleFundDate !== null || compareMoney(schedule.cbAmount, '0') !== 0) {
      throw conflict(messages.funding.screens.revertVerificationRefused);
    }
    await releaseChargebacks(tx, [schedule.id]);
    await tx
      .update(schedules)
      .set({ verifiedAt: null, verifiedBy: null, cbAmount: '0', remainingAmount: '0', updatedAt: now })
      .where(eq(schedules.id, schedule.id));
    await tx
      .update(invoices)
      .set({ verifiedAt: null })
      .where(and(eq(invoices.scheduleId, schedule.id), isNull(invoices.fundingDate)));

    const client = await clientOf(tx, schedule.prospectId);
    return recordFundingNotice(tx, {
      type: 'schedule_reverted',
      content: messages.schedule.workflows.revertedNotice(schedule.scheduleNo, client.name),
      scheduleId: schedule.id,
      clientId: client.id,
      staffRight: 'verify_schedule',
      tellClient: false,
      exceptUserId: caller.userId,
      tags: ['Schedule'],
    });
  });
}
