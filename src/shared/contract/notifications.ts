import { z } from 'zod';
import {
  defineEndpoint,
  EmptyRequestSchema,
  PageRequestFields,
  pageOf,
  IdRequestSchema,
  messageAnswerWith,
  answerWith,
} from './endpoint';

/** A stored notification as the bell and /notifications read it (spec part 3 §3). */
export const NotificationSchema = z.object({
  id: z.number().int(),
  /** One of src/shared/notificationKinds.ts; older rows may carry a kind no longer listed. */
  type: z.string(),
  content: z.string(),
  created_at: z.string(),
  read: z.boolean(),
  channel: z.string(),
  /** The record the notification is about, opened when it is clicked. */
  type_id: z.number().int().nullable(),
  /** For debtor kinds, the client (prospect) the debtor belongs to. */
  sub_type_id: z.number().int().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const readFilters = ['all', 'read', 'unread'] as const;
export type ReadFilter = (typeof readFilters)[number];

const NotificationPageAnswerSchema = answerWith({
  notifications: pageOf(NotificationSchema),
  /** The caller's unread notifications, whatever the page or filter. */
  unread_count: z.number().int(),
});

export const notificationEndpoints = {
  fetchNotifications: defineEndpoint({
    path: 'notification/fetch',
    tag: 'notifications',
    summary: "The caller's notifications, newest first, with the unread count (the bell)",
    access: {},
    request: z.strictObject({ ...PageRequestFields }),
    response: NotificationPageAnswerSchema,
  }),
  fetchAllNotifications: defineEndpoint({
    path: 'notification/fetch/all',
    tag: 'notifications',
    summary: "The caller's notifications filtered by read state, newest first (/notifications tabs)",
    access: {},
    request: z.strictObject({ ...PageRequestFields, read: z.enum(readFilters).default('all') }),
    response: NotificationPageAnswerSchema,
  }),
  readNotification: defineEndpoint({
    path: 'notification/read',
    tag: 'notifications',
    summary: "Marks one of the caller's notifications read; another user's id answers 404",
    access: {},
    request: IdRequestSchema,
    response: messageAnswerWith({ unread_count: z.number().int() }),
  }),
  readAllNotifications: defineEndpoint({
    path: 'notification/all_read',
    tag: 'notifications',
    summary:
      "Marks all the caller's notifications read. With none unread it still answers 200, with marked 0 and the " +
      "spec's warning text, because nothing failed: the screen shows that answer as a warning.",
    access: {},
    request: EmptyRequestSchema,
    response: messageAnswerWith({ marked: z.number().int() }),
  }),
};
