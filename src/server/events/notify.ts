import { and, eq, inArray } from 'drizzle-orm';
import type { Notification } from '../../shared/contract/notifications';
import type { NotificationType } from '../../shared/notificationKinds';
import type { RightId } from '../../shared/rights';
import type { Db } from '../db/client';
import { notifications, users } from '../db/schema';
import type { Deps } from '../deps';
import type { Realtime } from '../realtime/realtime';
import { toNotification } from '../modules/notifications/service';
import { staffHolding } from './staffRecipients';

/** Who hears of it: named users, or the active staff whose active role holds a right. */
export type Recipients = { userIds: readonly string[] } | { right: RightId };

export type NotifyInput = Recipients & {
  type: NotificationType;
  content: string;
  /** The record the notification is about (opened when it is clicked). */
  typeId?: number | null;
  /** For debtor kinds, the client (prospect) the debtor belongs to. */
  subTypeId?: number | null;
  /** Usually the user who caused the event, who needs no bell for it. */
  exceptUserId?: string;
  /** RTK Query tags of the lists the event touches; the browser refreshes them. */
  tags?: readonly string[];
};

/** What the socket carries with a 'notification' event: the stored row, plus the tags to refresh. */
export type NotificationBell = Notification & { tags: string[] };

async function recipientIds(db: Db, input: NotifyInput): Promise<string[]> {
  const excluded = input.exceptUserId;
  if ('userIds' in input) {
    const wanted = [...new Set(input.userIds)].filter((id) => id !== excluded);
    if (wanted.length === 0) return [];
    // Only users that exist and are active get a bell.
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, wanted), eq(users.isActive, true)));
    return rows.map((row) => row.id);
  }
  return staffHolding(db, input.right, excluded);
}

/** A stored notification and whose bell it rings. */
export interface RecordedNotification {
  userId: string;
  bell: NotificationBell;
}

/**
 * Stores the notifications without ringing anyone: a service working in a transaction calls this
 * inside it and `ringBells` after the commit, so nobody is told of a change that was rolled back.
 */
export async function recordNotifications(db: Db, input: NotifyInput): Promise<RecordedNotification[]> {
  const userIds = await recipientIds(db, input);
  if (userIds.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(
      userIds.map((userId) => ({
        userId,
        type: input.type,
        content: input.content,
        typeId: input.typeId ?? null,
        subTypeId: input.subTypeId ?? null,
      })),
    )
    .returning();
  const tags = [...(input.tags ?? [])];
  return rows.map((row) => ({ userId: row.userId, bell: { ...toNotification(row), tags } }));
}

/** Rings each recipient's bell in every open tab; delivery is at most once (the API holds the truth). */
export function ringBells(realtime: Realtime, recorded: readonly RecordedNotification[]): void {
  for (const { userId, bell } of recorded) realtime.emitToUser(userId, 'notification', bell);
}

/**
 * Tells the recipients: stores a notification for each, then rings their bells. Later areas call
 * it from their services once their change is saved.
 */
export async function notify(
  deps: Pick<Deps, 'db' | 'realtime'>,
  input: NotifyInput,
): Promise<RecordedNotification[]> {
  const recorded = await recordNotifications(deps.db, input);
  ringBells(deps.realtime, recorded);
  return recorded;
}
