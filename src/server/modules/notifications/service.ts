import { and, count, desc, eq } from 'drizzle-orm';
import type { Notification, ReadFilter } from '../../../shared/contract/notifications';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { foundOr404 } from '../../http/scope';
import { onePage, pageAnswer, type PageAnswer, type PageRequest } from '../../http/paging';

type NotificationDeps = Pick<Deps, 'db'>;
type NotificationRow = typeof notifications.$inferSelect;

/** A stored row as the API answers it. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    read: row.read,
    channel: row.channel,
    type_id: row.typeId,
    sub_type_id: row.subTypeId,
  };
}

const readCondition = {
  all: undefined,
  read: eq(notifications.read, true),
  unread: eq(notifications.read, false),
} as const satisfies Record<ReadFilter, unknown>;

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

/** One page of the caller's notifications, newest first, and the caller's unread count. */
export async function listNotifications(
  deps: NotificationDeps,
  caller: Caller,
  request: PageRequest & { read: ReadFilter },
): Promise<{ notifications: PageAnswer<Notification>; unread_count: number }> {
  const where = and(eq(notifications.userId, caller.userId), readCondition[request.read]);
  const query = deps.db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .$dynamic();
  const [rows, [total], unread] = await Promise.all([
    onePage(query, request),
    deps.db.select({ n: count() }).from(notifications).where(where),
    unreadCount(deps.db, caller.userId),
  ]);
  return {
    notifications: pageAnswer(rows.map(toNotification), total?.n ?? 0, request),
    unread_count: unread,
  };
}

/** Marks one of the caller's notifications read; someone else's answers exactly like a missing one. */
export async function markRead(deps: NotificationDeps, caller: Caller, id: number) {
  // The unread count is read in the transaction that marked this one read.
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, caller.userId)))
      .returning({ id: notifications.id });
    foundOr404(row);
    return { message: messages.notifications.marked, unread_count: await unreadCount(tx, caller.userId) };
  });
}

/** Marks every unread notification of the caller read; `marked` 0 means there was none. */
export async function markAllRead(deps: NotificationDeps, caller: Caller) {
  const rows = await deps.db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, caller.userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return {
    marked: rows.length,
    message: rows.length > 0 ? messages.notifications.allRead : messages.notifications.noneUnread,
  };
}
