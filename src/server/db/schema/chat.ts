import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, moment, serialId, userLink } from './columns';
import { users } from './access';

/**
 * Chat messages (spec part 3 §3 Chat message): one user to another, read when the receiver opens
 * the conversation. Deleted with either user. Who may write to whom: docs/decisions/0035-chat.md.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    ...serialId,
    senderId: userLink('sender_id', () => users.id, 'cascade'),
    receiverId: userLink('receiver_id', () => users.id, 'cascade'),
    message: text('message').notNull(),
    ...createdAt,
    /** When the receiver opened the conversation; null while unread. */
    readAt: moment('read_at'),
  },
  (t) => [
    // The conversation list: the caller's messages either way, newest first.
    index('chat_messages_sender_idx').on(t.senderId, t.id),
    index('chat_messages_receiver_idx').on(t.receiverId, t.id),
    // One conversation, newest page first, whichever way each message went.
    index('chat_messages_pair_idx').on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
      t.id,
    ),
    // The unread marks.
    index('chat_messages_unread_idx')
      .on(t.receiverId, t.senderId)
      .where(sql`${t.readAt} is null`),
    check('chat_messages_not_to_self', sql`${t.senderId} <> ${t.receiverId}`),
    check('chat_messages_not_blank', sql`length(btrim(${t.message})) between 1 and 1000`),
  ],
);
