import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment, serialId, timestamps, userLink } from './columns';
import { users } from './access';

/*
 * Support tickets and their responses (spec part 3 §3 Support ticket;
 * docs/decisions/0034-support-tickets.md).
 */

/** A ticket raised by a user; staff assign it to an admin and move it through its statuses. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    ...serialId,
    title: text('title').notNull(),
    /** support_ticket_type: 1..5. */
    ticketType: smallint('ticket_type').notNull(),
    /** support_ticket_priority: 1..4. */
    priority: smallint('priority').notNull(),
    details: text('details').notNull(),
    /** support_module, when the raiser named one. */
    module: smallint('module'),
    /** support_ticket_status: 0 Closed, 1 Open, 2 In Progress, 3 On Hold, 4 Resolved. */
    status: smallint('status').notNull().default(1),
    createdBy: userLink('created_by', () => users.id),
    assignedTo: uuid('assigned_to').references(() => users.id),
    resolutionDate: moment('resolution_date'),
    ...timestamps,
  },
  (t) => [
    index('support_tickets_created_by_idx').on(t.createdBy),
    index('support_tickets_status_idx').on(t.status),
    check('support_tickets_status_check', sql`${t.status} between 0 and 4`),
    check('support_tickets_title_check', sql`char_length(${t.title}) between 1 and 40`),
    check('support_tickets_details_check', sql`char_length(${t.details}) between 1 and 150`),
  ],
);

/** A response to a ticket, with at most one attachment; a ticket holds at most 10. */
export const supportTicketResponses = pgTable(
  'support_ticket_responses',
  {
    ...serialId,
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    response: text('response').notNull(),
    attachmentPath: text('attachment_path'),
    attachmentContentType: text('attachment_content_type'),
    responderId: userLink('responder_id', () => users.id),
    ...createdAt,
  },
  (t) => [
    index('support_ticket_responses_ticket_idx').on(t.ticketId),
    check('support_ticket_responses_response_check', sql`char_length(${t.response}) between 1 and 150`),
  ],
);
