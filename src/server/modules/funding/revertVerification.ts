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
import { lockLiveSchedule } from './scheduleRecords';

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
    const schedule = await lockLiveSchedule(tx, caller, id);
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

    return recordFundingNotice(tx, caller, schedule, {
      type: 'schedule_reverted',
      content: (clientName) => messages.schedule.workflows.revertedNotice(schedule.scheduleNo, clientName),
      staffRight: 'verify_schedule',
      tellClient: false,
      tags: ['Schedule'],
    });
  });
}
