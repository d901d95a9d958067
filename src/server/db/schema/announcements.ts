import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { deletedAt, linkTo, serialId, timestamps, userLink } from './columns';
import { roles, users } from './access';

/*
 * Announcements with the roles or users they are broadcast to, and policies with their attachment
 * (spec part 3 §3, §4, §5; docs/decisions/0036-announcements-and-policies.md).
 */

/** An announcement (spec part 3 §3): shown in the banner of its audience from effective_from to effective_to. */
export const announcements = pgTable(
  'announcements',
  {
    ...serialId,
    title: text('title').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }).notNull(),
    announcementText: text('announcement_text').notNull(),
    hyperlinkText: text('hyperlink_text').notNull().default(''),
    hyperlinks: text('hyperlinks').notNull().default(''),
    /** 1 users, 2 roles. */
    broadcastTo: smallint('broadcast_to').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    check('announcements_dates', sql`${t.effectiveTo} > ${t.effectiveFrom}`),
    check('announcements_broadcast_to', sql`${t.broadcastTo} in (1, 2)`),
    index('announcements_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('announcements_effective_idx').on(t.effectiveFrom, t.effectiveTo),
  ],
);

/** The roles an announcement broadcast to roles (2) is meant for. */
export const announcementRoles = pgTable(
  'announcement_roles',
  {
    announcementId: linkTo('announcement_id', () => announcements.id, 'cascade'),
    roleId: linkTo('role_id', () => roles.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.roleId] }),
    index('announcement_roles_role_idx').on(t.roleId),
  ],
);

/** The users an announcement broadcast to users (1) is meant for. */
export const announcementUsers = pgTable(
  'announcement_users',
  {
    announcementId: linkTo('announcement_id', () => announcements.id, 'cascade'),
    userId: userLink('user_id', () => users.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.userId] }),
    index('announcement_users_user_idx').on(t.userId),
  ],
);

/** A policy (spec part 3 §3) with its one attachment; deleted ones stay, shown with 'Include deleted policies'. */
export const policies = pgTable(
  'policies',
  {
    ...serialId,
    name: text('name').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    purpose: text('purpose').notNull(),
    description: text('description').notNull(),
    attachmentPath: text('attachment_path').notNull(),
    contentType: text('content_type').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    ...timestamps,
    ...deletedAt,
  },
  (t) => [
    index('policies_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('policies_created_at_idx').on(t.createdAt),
  ],
);
