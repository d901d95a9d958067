import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, moment, serialId, userLink } from './columns';
import { users } from './access';

/** A file a mail carries: the name the reader sees and where the file store keeps it. */
export interface MailAttachment {
  file_name: string;
  file_key: string;
  content_type: string;
}

/** Every mail the product sends lands here first; SMTP delivery is recorded on the row. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    ...serialId,
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files the mail carries: their names and paths in the file store. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    ...createdAt,
    sentAt: moment('sent_at'),
    error: text('error'),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    ...serialId,
    userId: userLink('user_id', () => users.id, 'cascade'),
    type: text('type').notNull(),
    content: text('content').notNull(),
    channel: text('channel').notNull().default('notification'),
    /** The record the notification is about, opened when it is clicked. */
    typeId: integer('type_id'),
    subTypeId: integer('sub_type_id'),
    read: boolean('read').notNull().default(false),
    ...createdAt,
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.read, t.createdAt)],
);

/** Product-wide settings an admin can change (e.g. the global input guards). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});
