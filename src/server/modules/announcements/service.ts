import { and, desc, eq, exists, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type {
  AnnouncementFields,
  AnnouncementRow,
  BannerAnnouncement,
} from '../../../shared/contract/announcements';
import { announcementBroadcastTo, bannerMaxAnnouncements } from '../../../shared/constants';
import { todayIso } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { announcementRoles, announcements, announcementUsers, roles, users } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { badRequest, notFound } from '../../http/errors';
import {
  containsPattern,
  listPage,
  matchingRows,
  type PageAnswer,
  type PageRequest,
} from '../../http/paging';

/**
 * The announcements (spec part 3 §4, §5, §7; docs/decisions/0036): the staff list, Add New
 * Announcement and its edit, delete, and the banner each user reads. An announcement reaches the
 * users it names (broadcast to users) or the users of the roles it names (broadcast to roles).
 */

const searchOf = (text: string) =>
  text.trim() === '' ? undefined : ilike(announcements.title, containsPattern(text.trim().toLowerCase()));

/** announcement/fetch: newest first, searched by title, with each one's audience. */
export async function listAnnouncements(
  db: Db,
  request: PageRequest & { search_text: string },
): Promise<PageAnswer<AnnouncementRow>> {
  const where = searchOf(request.search_text);
  const page = await listPage(
    db,
    request,
    db.select(matchingRows).from(announcements).where(where),
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .$dynamic(),
    (row) => row,
  );
  const ids = page.data.map((row) => row.id);
  const roleRows =
    ids.length === 0
      ? []
      : await db
          .select({ id: announcementRoles.announcementId, roleId: roles.id, name: roles.roleName })
          .from(announcementRoles)
          .innerJoin(roles, eq(roles.id, announcementRoles.roleId))
          .where(inArray(announcementRoles.announcementId, ids));
  const userRows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: announcementUsers.announcementId,
            userId: users.id,
            name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
          })
          .from(announcementUsers)
          .innerJoin(users, eq(users.id, announcementUsers.userId))
          .where(inArray(announcementUsers.announcementId, ids));
  return {
    ...page,
    data: page.data.map((row) => {
      const ownRoles = roleRows.filter((r) => r.id === row.id);
      const ownUsers = userRows.filter((u) => u.id === row.id);
      return {
        id: row.id,
        title: row.title,
        effective_from: row.effectiveFrom,
        effective_to: row.effectiveTo,
        announcement_text: row.announcementText,
        hyperlink_text: row.hyperlinkText,
        hyperlinks: row.hyperlinks,
        broadcast_to: row.broadcastTo,
        roles: ownRoles.map((r) => r.roleId),
        role_names: ownRoles.map((r) => r.name),
        users: ownUsers.map((u) => u.userId),
        users_name: ownUsers.map((u) => u.name),
        created_at: row.createdAt.toISOString(),
      };
    }),
  };
}

/** Checks that every named role and user exists and is active: a forged id answers 400. */
async function checkAudience(
  tx: Db,
  fields: AnnouncementFields,
): Promise<{ roles: number[]; users: string[] }> {
  const byRoles = fields.broadcast_to === announcementBroadcastTo.roles;
  const roleIds = byRoles ? [...new Set(fields.roles)] : [];
  const userIds = byRoles ? [] : [...new Set(fields.users)];
  if (roleIds.length > 0) {
    const found = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(inArray(roles.id, roleIds), eq(roles.isActive, true)));
    if (found.length !== roleIds.length) throw badRequest(messages.http.badRequest);
  }
  if (userIds.length > 0) {
    const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
    if (found.length !== userIds.length) throw badRequest(messages.http.badRequest);
  }
  return { roles: roleIds, users: userIds };
}

/** announcement/save: a new announcement, or the named one rewritten under its row lock. */
export async function saveAnnouncement(
  tx: Db,
  caller: Caller,
  fields: AnnouncementFields,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  const audience = await checkAudience(tx, fields);
  const values = {
    title: fields.title,
    effectiveFrom: fields.effective_from,
    effectiveTo: fields.effective_to,
    announcementText: fields.announcement_text,
    hyperlinkText: fields.hyperlink_text,
    hyperlinks: fields.hyperlinks,
    broadcastTo: fields.broadcast_to,
    updatedAt: now,
  };
  let id: number;
  if (fields.id === undefined) {
    const [row] = await tx
      .insert(announcements)
      .values({ ...values, createdBy: caller.userId, createdAt: now })
      .returning({ id: announcements.id });
    id = row!.id;
  } else {
    const [locked] = await tx
      .select({ id: announcements.id })
      .from(announcements)
      .where(eq(announcements.id, fields.id))
      .for('update');
    if (!locked) throw notFound(messages.http.notFound);
    id = locked.id;
    await tx.update(announcements).set(values).where(eq(announcements.id, id));
    await tx.delete(announcementRoles).where(eq(announcementRoles.announcementId, id));
    await tx.delete(announcementUsers).where(eq(announcementUsers.announcementId, id));
  }
  if (audience.roles.length > 0) {
    await tx
      .insert(announcementRoles)
      .values(audience.roles.map((roleId) => ({ announcementId: id, roleId })));
  }
  if (audience.users.length > 0) {
    await tx
      .insert(announcementUsers)
      .values(audience.users.map((userId) => ({ announcementId: id, userId })));
  }
  return { id, created: fields.id === undefined };
}

/** announcement/delete: the named announcements go; an id that names none answers 404 and deletes nothing. */
export async function deleteAnnouncements(tx: Db, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const locked = await tx
    .select({ id: announcements.id })
    .from(announcements)
    .where(inArray(announcements.id, unique))
    .for('update');
  if (locked.length !== unique.length) throw notFound(messages.http.notFound);
  await tx.delete(announcements).where(inArray(announcements.id, unique));
}

/**
 * announcement/banner: the announcements active today (effective from ≤ today ≤ effective to)
 * meant for the caller, by its role or by name, newest first, at most 10.
 */
export async function bannerOf(db: Db, caller: Caller, now: Date): Promise<BannerAnnouncement[]> {
  const today = todayIso(now);
  const [me] = await db.select({ roleId: users.roleId }).from(users).where(eq(users.id, caller.userId));
  if (!me) return [];
  const forMe = or(
    and(
      eq(announcements.broadcastTo, announcementBroadcastTo.roles),
      exists(
        db
          .select({ one: sql`1` })
          .from(announcementRoles)
          .where(
            and(
              eq(announcementRoles.announcementId, announcements.id),
              eq(announcementRoles.roleId, me.roleId),
            ),
          ),
      ),
    ),
    and(
      eq(announcements.broadcastTo, announcementBroadcastTo.users),
      exists(
        db
          .select({ one: sql`1` })
          .from(announcementUsers)
          .where(
            and(
              eq(announcementUsers.announcementId, announcements.id),
              eq(announcementUsers.userId, caller.userId),
            ),
          ),
      ),
    ),
  );
  const rows = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      announcement_text: announcements.announcementText,
      hyperlink_text: announcements.hyperlinkText,
      hyperlinks: announcements.hyperlinks,
    })
    .from(announcements)
    .where(and(lte(announcements.effectiveFrom, today), gte(announcements.effectiveTo, today), forMe))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(bannerMaxAnnouncements);
  return rows;
}

/** announcement/users: active users by name, for the Users choice. */
export async function audienceUsers(db: Db, request: PageRequest & { search_text: string }) {
  const name = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
  const needle = request.search_text.trim();
  const where = and(
    eq(users.isActive, true),
    needle === '' ? undefined : ilike(name, containsPattern(needle.toLowerCase())),
  );
  return listPage(
    db,
    request,
    db.select(matchingRows).from(users).where(where),
    db
      .select({ id: users.id, name, role_name: roles.roleName })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(where)
      .orderBy(name, users.id)
      .$dynamic(),
    (row) => row,
  );
}

/** announcement/roles: the active roles, for the Roles choice. */
export async function audienceRoles(db: Db) {
  return db
    .select({ id: roles.id, role_name: roles.roleName })
    .from(roles)
    .where(eq(roles.isActive, true))
    .orderBy(roles.roleName);
}
