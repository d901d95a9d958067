import { and, eq } from 'drizzle-orm';
import type { NotificationType } from '../../../shared/notificationKinds';
import type { RightId } from '../../../shared/rights';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { recordNotifications, type RecordedNotification } from '../../events/notify';

/** What a schedule workflow tells, and to whom. */
export interface FundingNotice {
  type: NotificationType;
  content: string;
  scheduleId: number;
  clientId: number;
  /** The staff who act next hold this right (clients never do), so no other client hears of it. */
  staffRight: RightId;
  /** Whether the client's own users hear of it too (a payment to them, a reversal). */
  tellClient: boolean;
  /** The user who did it needs no bell. */
  exceptUserId: string | null;
  /** The lists the event touches, refreshed in every open browser. */
  tags: readonly string[];
}

/**
 * Stores the notices inside the caller's transaction; the route rings the bells after the commit,
 * so nobody hears of a change that was rolled back.
 */
export async function recordFundingNotice(db: Db, notice: FundingNotice): Promise<RecordedNotification[]> {
  const common = {
    type: notice.type,
    content: notice.content,
    typeId: notice.scheduleId,
    tags: notice.tags,
    ...(notice.exceptUserId ? { exceptUserId: notice.exceptUserId } : {}),
  };
  const recorded = await recordNotifications(db, { ...common, right: notice.staffRight });
  if (!notice.tellClient) return recorded;
  const clientUsers = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, notice.clientId), eq(users.isActive, true)));
  const told = new Set(recorded.map((entry) => entry.userId));
  const others = clientUsers.map((user) => user.id).filter((id) => !told.has(id));
  if (others.length === 0) return recorded;
  return [...recorded, ...(await recordNotifications(db, { ...common, userIds: others }))];
}
