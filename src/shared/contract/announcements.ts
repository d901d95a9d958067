import { z } from 'zod';
import { announcementBroadcastTo, textLimits } from '../constants';
import { compareIsoDates, readDate } from '../dates';
import { announcementMessages as M } from '../messages/announcements';
import {
  answerWith,
  defineEndpoint,
  IdSchema,
  IdsSchema,
  MessageAnswerSchema,
  pageOf,
  SearchPageFields,
} from './endpoint';
import { TextSchema } from './text';

/**
 * Announcements (spec part 3 §2, §3, §4, §5, §7; docs/decisions/0036): staff holding the
 * announcement rights keep the list; every signed-in user reads the banner, which answers only the
 * active announcements meant for the caller (its role, or itself by name).
 */

/** Letters, digits and spaces (spec §5 Announcements). */
const plainText = /^[A-Za-z0-9 ]*$/;
/** An http(s) address with a host. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const dateField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((value, ctx) => {
      const iso = readDate(value);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      return iso;
    });

export const AnnouncementTitleSchema = TextSchema({
  label: M.title,
  max: textLimits.announcementTitle,
  required: M.titleRequired,
}).refine((value) => plainText.test(value), M.titleCharacters);

export const AnnouncementTextSchema = TextSchema({
  label: M.text,
  max: textLimits.announcementText,
  required: M.textRequired,
}).refine((value) => plainText.test(value), M.textCharacters);

/** A refinement's condition: the named fields parsed without an issue. */
function passed(...fields: string[]) {
  return (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    payload.issues.every((issue) => !fields.includes(String(issue.path?.[0])));
}

const broadcastValues = [announcementBroadcastTo.users, announcementBroadcastTo.roles] as const;

/** The fields of Add New Announcement and its edit, with the rules of spec §5. */
export const AnnouncementFieldsSchema = z
  .strictObject({
    /** Present when editing. */
    id: IdSchema.optional(),
    title: AnnouncementTitleSchema,
    effective_from: dateField(M.effectiveFromRequired),
    effective_to: dateField(M.effectiveToRequired),
    announcement_text: AnnouncementTextSchema,
    hyperlink_text: TextSchema({ label: M.hyperlinkText, max: textLimits.hyperlinkText }).default(''),
    hyperlinks: TextSchema({ label: M.hyperlink, max: 500 }).default(''),
    broadcast_to: z.union(
      broadcastValues.map((value) => z.literal(value)),
      { error: M.broadcastToRequired },
    ),
    roles: z.array(IdSchema).max(1000).default([]),
    users: z.array(z.uuid()).max(1000).default([]),
  })
  // Each rule runs once its own fields passed, whatever the others say (the dialog shows it at once).
  .refine((value) => compareIsoDates(value.effective_to, value.effective_from) > 0, {
    path: ['effective_to'],
    message: M.effectiveToAfterFrom,
    when: passed('effective_from', 'effective_to'),
  })
  .refine((value) => value.hyperlinks === '' || isWebAddress(value.hyperlinks), {
    path: ['hyperlinks'],
    message: M.invalidUrl,
    when: passed('hyperlinks'),
  })
  .refine((value) => value.hyperlink_text === '' || value.hyperlinks !== '', {
    path: ['hyperlinks'],
    message: M.urlRequired,
    when: passed('hyperlink_text', 'hyperlinks'),
  })
  .refine((value) => value.broadcast_to !== announcementBroadcastTo.users || value.users.length > 0, {
    path: ['users'],
    message: M.userRequired,
    when: passed('broadcast_to', 'users'),
  })
  .refine((value) => value.broadcast_to !== announcementBroadcastTo.roles || value.roles.length > 0, {
    path: ['roles'],
    message: M.roleRequired,
    when: passed('broadcast_to', 'roles'),
  });
export type AnnouncementFields = z.output<typeof AnnouncementFieldsSchema>;
export type AnnouncementFieldsInput = z.input<typeof AnnouncementFieldsSchema>;

/** An announcement as the list answers it (spec part 3 §3). */
export const AnnouncementRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  effective_from: z.string(),
  effective_to: z.string(),
  announcement_text: z.string(),
  hyperlink_text: z.string(),
  hyperlinks: z.string(),
  /** 1 users, 2 roles. */
  broadcast_to: z.number().int(),
  roles: z.array(z.number().int()),
  users: z.array(z.string()),
  users_name: z.array(z.string()),
  role_names: z.array(z.string()),
  created_at: z.string(),
});
export type AnnouncementRow = z.infer<typeof AnnouncementRowSchema>;

/** What the banner shows of an announcement. */
export const BannerAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  announcement_text: z.string(),
  hyperlink_text: z.string(),
  hyperlinks: z.string(),
});
export type BannerAnnouncement = z.infer<typeof BannerAnnouncementSchema>;

const UserChoiceSchema = z.object({ id: z.string(), name: z.string(), role_name: z.string() });

const access = {
  view: { all: ['view_announcements'] },
  add: { all: ['add_new_announcement'] },
  remove: { all: ['delete_announcement'] },
} as const;

export const announcementEndpoints = {
  fetch: defineEndpoint({
    path: 'announcement/fetch',
    tag: 'announcements',
    summary: 'The announcements list, newest first, searched by title',
    access: access.view,
    request: z.strictObject({ ...SearchPageFields }),
    response: answerWith({ announcement: pageOf(AnnouncementRowSchema) }),
  }),
  banner: defineEndpoint({
    path: 'announcement/banner',
    tag: 'announcements',
    summary:
      "The top bar's banner: up to 10 announcements active today and meant for the caller (its role, or itself by name), newest first",
    access: {},
    request: z.strictObject({}),
    response: answerWith({ announcement: z.object({ data: z.array(BannerAnnouncementSchema) }) }),
  }),
  save: defineEndpoint({
    path: 'announcement/save',
    tag: 'announcements',
    summary:
      'Add New Announcement, or edit one (id): title, effective from and to, text, hyperlink text and URL, broadcast to users (1) or roles (2) with their ids',
    access: access.add,
    request: AnnouncementFieldsSchema,
    response: MessageAnswerSchema.extend({ id: z.number().int() }),
  }),
  remove: defineEndpoint({
    path: 'announcement/delete',
    tag: 'announcements',
    summary: 'Deletes the named announcements',
    access: access.remove,
    request: z.strictObject({ id: IdsSchema }),
    response: MessageAnswerSchema,
  }),
  users: defineEndpoint({
    path: 'announcement/users',
    tag: 'announcements',
    summary: 'The active users an announcement may be broadcast to, searched by name (up to 1000)',
    access: access.add,
    request: z.strictObject({ ...SearchPageFields }),
    response: answerWith({ users: pageOf(UserChoiceSchema) }),
  }),
  roles: defineEndpoint({
    path: 'announcement/roles',
    tag: 'announcements',
    summary: 'The active roles an announcement may be broadcast to',
    access: access.add,
    request: z.strictObject({}),
    response: answerWith({ roles: z.array(z.object({ id: z.number().int(), role_name: z.string() })) }),
  }),
};
