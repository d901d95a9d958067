import { and, eq } from 'drizzle-orm';
import type { NotificationType } from '../../../shared/notificationKinds';
import type { RightId } from '../../../shared/rights';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { recordNotifications, type RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { clientOf, type ScheduleRecord } from './scheduleRecords';

/** What a schedule workflow tells, and to whom. */
export interface FundingNotice {
  type: NotificationType;
  /** The notice's text, naming the schedule's client. */
  content: (clientName: string) => string;
  /** The staff who act next hold this right (clients never do), so no other client hears of it. */
  staffRight: RightId;
  /** Whether the client's own users hear of it too (a payment to them, a reversal). */
  tellClient: boolean;
  /** The lists the event touches, refreshed in every open browser. */
  tags: readonly string[];
}

/**
 * Stores the notices of what the caller did to the schedule inside the caller's transaction; the
 * route rings the bells after the commit, so nobody hears of a change that was rolled back. The
 * caller, who did it, needs no bell.
 */
export async function recordFundingNotice(
  db: Db,
  caller: Caller,
  schedule: Pick<ScheduleRecord, 'id' | 'prospectId'>,
  notice: FundingNotice,
): Promise<RecordedNotification[]> {
  const client = await clientOf(db, schedule.prospectId);
  const common = {
    type: notice.type,
    content: notice.content(client.name),
    typeId: schedule.id,
    tags: notice.tags,
    ...(caller.userId ? { exceptUserId: caller.userId } : {}),
  };
  const recorded = await recordNotifications(db, { ...common, right: notice.staffRight });
  if (!notice.tellClient) return recorded;
  const clientUsers = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, client.id), eq(users.isActive, true)));
  const told = new Set(recorded.map((entry) => entry.userId));
  const others = clientUsers.map((user) => user.id).filter((id) => !told.has(id));
  if (others.length === 0) return recorded;
  return [...recorded, ...(await recordNotifications(db, { ...common, userIds: others }))];
}
