import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { cacheTag } from '../../../shared/cacheTags';
import {
  ticketLimits,
  ticketStatus,
  type TicketCreate,
  type TicketDetail,
  type TicketListRequest,
  type TicketRow,
  type TicketSortColumn,
} from '../../../shared/contract/support';
import { dropdownLabel, supportStatusForExternalRoles } from '../../../shared/dropdowns';
import { supportMessages } from '../../../shared/messages/support';
import type { Db } from '../../db/client';
import { roles, supportTicketResponses, supportTickets, users } from '../../db/schema';
import { recordNotifications, type RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { badRequest } from '../../http/errors';
import { containsPattern, matchingRows, sortedPage, type PageAnswer } from '../../http/paging';
import { foundOr404, partyOf } from '../../http/scope';

/**
 * Support tickets (spec part 3 §2, §4, §5, §7 Support; docs/decisions/0034-support-tickets.md):
 * a client, debtor or broker user sees the tickets it raised; staff see all.
 */

const M = supportMessages.support;
export const assigneeRoleTypes = ['admin', 'adminnew'] as const;

const creator = alias(users, 'ticket_creator');
const assignee = alias(users, 'ticket_assignee');

export function isExternal(caller: Caller): boolean {
  return partyOf(caller).kind !== 'staff';
}

/** What the caller may see: its own tickets unless it is staff. */
function scopeOf(caller: Caller): SQL | undefined {
  return isExternal(caller) ? eq(supportTickets.createdBy, caller.userId) : undefined;
}

const columns = {
  id: supportTickets.id,
  title: supportTickets.title,
  ticketType: supportTickets.ticketType,
  priority: supportTickets.priority,
  details: supportTickets.details,
  module: supportTickets.module,
  status: supportTickets.status,
  createdAt: supportTickets.createdAt,
  resolutionDate: supportTickets.resolutionDate,
  createdBy: supportTickets.createdBy,
  assignedTo: supportTickets.assignedTo,
  cuFirst: creator.firstName,
  cuLast: creator.lastName,
  auFirst: assignee.firstName,
  auLast: assignee.lastName,
};

interface Row {
  id: number;
  title: string;
  ticketType: number;
  priority: number;
  details: string;
  module: number | null;
  status: number;
  createdAt: Date;
  resolutionDate: Date | null;
  createdBy: string;
  assignedTo: string | null;
  cuFirst: string;
  cuLast: string;
  auFirst: string | null;
  auLast: string | null;
}

function toRow(row: Row): TicketRow {
  return {
    id: row.id,
    title: row.title,
    ticket_type: row.ticketType,
    ticket_type_text: dropdownLabel('support_ticket_type', row.ticketType) ?? '',
    priority: row.priority,
    priority_text: dropdownLabel('support_ticket_priority', row.priority) ?? '',
    details: row.details,
    module: row.module,
    module_text: row.module === null ? null : (dropdownLabel('support_module', row.module) ?? null),
    status: row.status,
    status_text: dropdownLabel('support_ticket_status', row.status) ?? '',
    createdBy: { cu_first_name: row.cuFirst, cu_last_name: row.cuLast },
    assignedto:
      row.assignedTo === null ? null : { au_first_name: row.auFirst ?? '', au_last_name: row.auLast ?? '' },
    assigned_user_id: row.assignedTo,
    created_at: row.createdAt.toISOString(),
    requested_date: row.createdAt.toISOString(),
    resolution_date: row.resolutionDate === null ? null : row.resolutionDate.toISOString(),
  };
}

function rowsOf(db: Db) {
  return db
    .select(columns)
    .from(supportTickets)
    .innerJoin(creator, eq(creator.id, supportTickets.createdBy))
    .leftJoin(assignee, eq(assignee.id, supportTickets.assignedTo))
    .$dynamic();
}

function matchingOf(db: Db) {
  return db
    .select(matchingRows)
    .from(supportTickets)
    .innerJoin(creator, eq(creator.id, supportTickets.createdBy))
    .leftJoin(assignee, eq(assignee.id, supportTickets.assignedTo))
    .$dynamic();
}

function searchOf(text: string): SQL | undefined {
  const needle = text.trim();
  if (needle === '') return undefined;
  const pattern = containsPattern(needle.toLowerCase());
  const byId = /^\d{1,9}$/.test(needle) ? eq(supportTickets.id, Number(needle)) : undefined;
  return or(
    byId,
    ilike(supportTickets.title, pattern),
    ilike(supportTickets.details, pattern),
    sql`lower(${creator.firstName} || ' ' || ${creator.lastName}) like ${pattern}`,
    sql`lower(coalesce(${assignee.firstName}, '') || ' ' || coalesce(${assignee.lastName}, '')) like ${pattern}`,
  );
}

export async function listTickets(
  db: Db,
  caller: Caller,
  request: TicketListRequest,
): Promise<PageAnswer<TicketRow>> {
  const includeClosed = request.include_close === true && !isExternal(caller);
  const where = and(
    scopeOf(caller),
    includeClosed ? undefined : ne(supportTickets.status, ticketStatus.closed),
    searchOf(request.search_text),
  );
  return sortedPage<TicketSortColumn, ReturnType<typeof rowsOf>, TicketRow>(db, request, {
    matching: matchingOf(db).where(where),
    rows: rowsOf(db).where(where),
    sort: {
      id: supportTickets.id,
      title: sql`lower(${supportTickets.title})`,
      ticket_type: supportTickets.ticketType,
      priority: supportTickets.priority,
      status: supportTickets.status,
      created_by: sql`lower(${creator.firstName} || ' ' || ${creator.lastName})`,
      assigned_to: sql`lower(${assignee.firstName} || ' ' || ${assignee.lastName})`,
      created_at: supportTickets.createdAt,
      resolution_date: supportTickets.resolutionDate,
    },
    id: supportTickets.id,
    toItem: (row) => toRow(row as Row),
  });
}

export async function createTicket(db: Db, caller: Caller, input: TicketCreate, now: Date): Promise<number> {
  const [row] = await db
    .insert(supportTickets)
    .values({
      title: input.title,
      ticketType: input.ticket_type,
      priority: input.priority,
      details: input.details,
      module: input.module ?? null,
      status: ticketStatus.open,
      createdBy: caller.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: supportTickets.id });
  return foundOr404(row).id;
}

/** One ticket the caller may see, optionally locked for a change; another's answers 404. */
async function visibleTicket(db: Db, caller: Caller, id: number, lock = false) {
  const query = db
    .select({
      id: supportTickets.id,
      title: supportTickets.title,
      status: supportTickets.status,
      createdBy: supportTickets.createdBy,
      assignedTo: supportTickets.assignedTo,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), scopeOf(caller)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return foundOr404(row);
}

export async function ticketDetails(db: Db, caller: Caller, id: number): Promise<TicketDetail> {
  const [row] = await rowsOf(db)
    .where(and(eq(supportTickets.id, id), scopeOf(caller)))
    .limit(1);
  const ticket = toRow(foundOr404(row) as Row);
  const responses = await db
    .select({
      id: supportTicketResponses.id,
      response: supportTicketResponses.response,
      path: supportTicketResponses.attachmentPath,
      createdAt: supportTicketResponses.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(supportTicketResponses)
    .innerJoin(users, eq(users.id, supportTicketResponses.responderId))
    .where(eq(supportTicketResponses.ticketId, id))
    .orderBy(asc(supportTicketResponses.createdAt), asc(supportTicketResponses.id));
  const raised = new Date(ticket.created_at).getTime();
  return {
    ...ticket,
    responses: responses.map((r) => ({
      id: r.id,
      response: r.response,
      attachment_path: r.path,
      attachments: r.path === null ? [] : [{ path: r.path, name: attachmentName(r.path) }],
      created_at: r.createdAt.toISOString(),
      first_name: r.firstName,
      last_name: r.lastName,
      responsetime: Math.max(0, Math.round((r.createdAt.getTime() - raised) / 60_000)),
    })),
  };
}

/** The name a file was uploaded with: its base name after the store's prefix. */
export function attachmentName(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dash = base.indexOf('-');
  return dash < 0 ? base : base.slice(dash + 1);
}

export function ticketFolder(ticketId: number): string {
  return `support-tickets/${ticketId}`;
}

/**
 * Saves a response under the ticket's lock: the 11th is refused, as is a response to a closed
 * ticket. Whoever raised the ticket and whoever holds it hear of it (but the responder).
 */
export async function saveResponse(
  tx: Db,
  caller: Caller,
  input: { id: number; response: string; attachment: { path: string; contentType: string } | null },
  now: Date,
): Promise<RecordedNotification[]> {
  const ticket = await visibleTicket(tx, caller, input.id, true);
  if (ticket.status === ticketStatus.closed) throw badRequest(M.ticketClosed);
  const [held] = await tx
    .select({ n: count() })
    .from(supportTicketResponses)
    .where(eq(supportTicketResponses.ticketId, ticket.id));
  if ((held?.n ?? 0) >= ticketLimits.maxResponses) throw badRequest(M.responsesFull);
  await tx.insert(supportTicketResponses).values({
    ticketId: ticket.id,
    response: input.response,
    attachmentPath: input.attachment?.path ?? null,
    attachmentContentType: input.attachment?.contentType ?? null,
    responderId: caller.userId,
    createdAt: now,
  });
  await tx.update(supportTickets).set({ updatedAt: now }).where(eq(supportTickets.id, ticket.id));
  const concerned = [ticket.createdBy, ticket.assignedTo].filter((id): id is string => id !== null);
  return recordNotifications(tx, {
    userIds: concerned,
    type: 'ticket_answered',
    content: M.answeredNote(ticket.title),
    typeId: ticket.id,
    exceptUserId: caller.userId,
    tags: [cacheTag.supportTicket],
  });
}

/** The active users of the admin and adminnew roles: whom a ticket may be assigned to. */
export async function assignees(db: Db, searchText: string) {
  const needle = searchText.trim().toLowerCase();
  return db
    .select({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      user_role: roles.roleType,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        inArray(roles.roleType, [...assigneeRoleTypes]),
        eq(users.isActive, true),
        needle === ''
          ? undefined
          : sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${containsPattern(needle)}`,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(1000);
}

export async function assignTicket(
  tx: Db,
  caller: Caller,
  input: { id: number[]; user_id: string },
  now: Date,
): Promise<RecordedNotification[]> {
  const ticketId = input.id[0];
  if (input.id.length !== 1 || ticketId === undefined) throw badRequest(M.oneTicketOnly);
  const ticket = await visibleTicket(tx, caller, ticketId, true);
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.id, input.user_id),
        eq(users.isActive, true),
        inArray(roles.roleType, [...assigneeRoleTypes]),
      ),
    )
    .limit(1);
  if (!user) throw badRequest(M.assigneeNotAdmin);
  await tx
    .update(supportTickets)
    .set({ assignedTo: user.id, updatedAt: now })
    .where(eq(supportTickets.id, ticket.id));
  return recordNotifications(tx, {
    userIds: [user.id],
    type: 'ticket_assigned',
    content: M.assignedNote(ticket.title),
    typeId: ticket.id,
    exceptUserId: caller.userId,
    tags: [cacheTag.supportTicket],
  });
}

export async function changeTicketStatus(
  tx: Db,
  caller: Caller,
  input: { id: number[]; status: number },
  now: Date,
): Promise<void> {
  const ticketId = input.id[0];
  if (input.id.length !== 1 || ticketId === undefined) throw badRequest(M.oneTicketOnly);
  if (isExternal(caller) && input.status !== supportStatusForExternalRoles)
    throw badRequest(M.statusNotOffered);
  if (dropdownLabel('support_ticket_status', input.status) === undefined)
    throw badRequest(M.statusNotOffered);
  const ticket = await visibleTicket(tx, caller, ticketId, true);
  const resolved = input.status === ticketStatus.closed || input.status === ticketStatus.resolved;
  await tx
    .update(supportTickets)
    .set({ status: input.status, resolutionDate: resolved ? now : null, updatedAt: now })
    .where(eq(supportTickets.id, ticket.id));
}

/** The stored attachment of a response of a ticket the caller may see. */
export async function responseAttachment(db: Db, caller: Caller, id: number, path: string) {
  const ticket = await visibleTicket(db, caller, id);
  const [row] = await db
    .select({ contentType: supportTicketResponses.attachmentContentType })
    .from(supportTicketResponses)
    .where(
      and(eq(supportTicketResponses.ticketId, ticket.id), eq(supportTicketResponses.attachmentPath, path)),
    )
    .limit(1);
  return foundOr404(row);
}
