import { z } from 'zod';
import { attachmentMaxBytes, fileTypes } from '../constants';
import { messages } from '../messages';
import { supportMessages } from '../messages/support';
import type { FileRules } from '../validation/fileRules';
import {
  answerWith,
  defineEndpoint,
  FlagSchema,
  IdSchema,
  MessageAnswerSchema,
  pageOf,
  PageRequestFields,
  sortFields,
} from './endpoint';
import { storedPathSchema, TextSchema } from './text';

/**
 * Support tickets (spec part 3 §2 Support, §3 Support ticket, §4 Support tickets, §5 Support,
 * §7 Support, §8 Support; docs/decisions/0034-support-tickets.md). A client, debtor or broker sees
 * its own tickets only; staff see all. Statuses are the support_ticket_status dropdown: 0 Closed,
 * 1 Open, 2 In Progress, 3 On Hold, 4 Resolved.
 */

const M = supportMessages.support;

export const ticketStatus = { closed: 0, open: 1, inProgress: 2, onHold: 3, resolved: 4 } as const;
export const ticketLimits = {
  searchMax: 30,
  titleMax: 40,
  detailsMax: 150,
  responseMax: 150,
  maxResponses: 10,
};

/** One attachment per response: jpg, jpeg, png or pdf, 3 MB, no # or & in its name. */
export const ticketResponseFileRules = {
  allowedExtensions: fileTypes.ticketResponse,
  maxBytes: attachmentMaxBytes,
  maxFiles: 1,
  sizeMessage: () => M.responseFileTooLarge,
} as const satisfies FileRules;

export const TicketCreateSchema = z.strictObject({
  title: TextSchema({ label: 'Title', max: ticketLimits.titleMax, required: M.titleRequired }),
  ticket_type: z.number({ error: M.typeRequired }).int().min(1, M.typeRequired).max(5, M.typeRequired),
  priority: z
    .number({ error: M.priorityRequired })
    .int()
    .min(1, M.priorityRequired)
    .max(4, M.priorityRequired),
  details: TextSchema({
    label: 'Details',
    max: ticketLimits.detailsMax,
    multiline: true,
    required: M.detailsRequired,
  }),
  module: z.number().int().min(1).max(20).optional(),
});
export type TicketCreate = z.infer<typeof TicketCreateSchema>;

export const ticketSortColumns = [
  'id',
  'title',
  'ticket_type',
  'priority',
  'status',
  'created_by',
  'assigned_to',
  'created_at',
  'resolution_date',
] as const;
export type TicketSortColumn = (typeof ticketSortColumns)[number];

export const TicketListRequestSchema = z.strictObject({
  ...PageRequestFields,
  search_text: TextSchema({ label: 'Search', max: ticketLimits.searchMax }).default(''),
  ...sortFields(ticketSortColumns),
  include_close: FlagSchema.optional(),
});
export type TicketListRequest = z.infer<typeof TicketListRequestSchema>;

export const TicketResponseRowSchema = z.object({
  id: z.number().int(),
  response: z.string(),
  attachment_path: z.string().nullable(),
  attachments: z.array(z.object({ path: z.string(), name: z.string() })),
  created_at: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** How long after the ticket was raised the response came, in whole minutes. */
  responsetime: z.number().int(),
});
export type TicketResponseRow = z.infer<typeof TicketResponseRowSchema>;

/** A support ticket (spec part 3 §3). */
export const TicketRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  ticket_type: z.number().int(),
  ticket_type_text: z.string(),
  priority: z.number().int(),
  priority_text: z.string(),
  details: z.string(),
  module: z.number().int().nullable(),
  module_text: z.string().nullable(),
  status: z.number().int(),
  status_text: z.string(),
  createdBy: z.object({ cu_first_name: z.string(), cu_last_name: z.string() }),
  assignedto: z.object({ au_first_name: z.string(), au_last_name: z.string() }).nullable(),
  assigned_user_id: z.string().nullable(),
  created_at: z.string(),
  requested_date: z.string(),
  resolution_date: z.string().nullable(),
});
export type TicketRow = z.infer<typeof TicketRowSchema>;

export const TicketDetailSchema = TicketRowSchema.extend({ responses: z.array(TicketResponseRowSchema) });
export type TicketDetail = z.infer<typeof TicketDetailSchema>;

const IdTextSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, messages.http.badRequest)
  .transform(Number);

export const TicketResponseSaveSchema = z.strictObject({
  id: IdTextSchema,
  response: TextSchema({
    label: 'Details',
    max: ticketLimits.responseMax,
    multiline: true,
    required: M.detailsRequired,
  }),
});

/** Exactly one ticket (spec part 3 §4): the id travels as a JSON array of one. */
const OneTicketSchema = z.array(IdSchema).length(1, M.oneTicketOnly);

export const TicketAssignSchema = z.strictObject({ id: OneTicketSchema, user_id: z.uuid() });
export const TicketStatusSchema = z.strictObject({
  id: OneTicketSchema,
  status: z.number().int().min(0).max(4),
});

export const AssigneeSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_role: z.string(),
});

export const supportEndpoints = {
  fetch: defineEndpoint({
    path: 'support/tickets',
    tag: 'support',
    summary:
      "The Support list: open tickets (closed ones too with include_close, staff only), searched by title, details, id or a person's name; a client, debtor or broker gets its own",
    access: { all: ['view_support'] },
    request: TicketListRequestSchema,
    response: answerWith({ tickets: pageOf(TicketRowSchema) }),
  }),
  create: defineEndpoint({
    path: 'support/create',
    tag: 'support',
    summary: 'Add New Ticket: raised Open by the caller',
    access: { all: ['view_support', 'add_new_ticket'] },
    request: TicketCreateSchema,
    response: MessageAnswerSchema.extend({ id: z.number().int() }),
  }),
  details: defineEndpoint({
    path: 'support/details',
    tag: 'support',
    summary: 'Ticket Details: one ticket the caller may see, with its responses',
    access: { all: ['view_support', 'ticket_selection'] },
    request: z.strictObject({ id: IdSchema }),
    response: answerWith({ tickets: TicketDetailSchema }),
  }),
  respond: defineEndpoint({
    path: 'support/response',
    tag: 'support',
    summary:
      'Save a response (at most 10 a ticket, counted under the ticket lock) with one optional attachment_path file (jpg, jpeg, png, pdf, 3 MB); whoever raised or holds the ticket is told',
    access: { all: ['view_support', 'ticket_response'] },
    body: 'multipart',
    upload: { maxFiles: 1, maxBytes: attachmentMaxBytes },
    request: TicketResponseSaveSchema,
    response: MessageAnswerSchema,
  }),
  attachment: defineEndpoint({
    path: 'support/attachment',
    tag: 'support',
    summary: "The bytes of one response's attachment, for whoever may see the ticket",
    access: { all: ['view_support'] },
    binary: true,
    request: z.strictObject({ id: IdSchema, path: storedPathSchema() }),
    response: z.unknown(),
  }),
  assign: defineEndpoint({
    path: 'support/assign',
    tag: 'support',
    summary: 'Assign Ticket: exactly one ticket to an active user of the admin or adminnew role, who is told',
    access: { all: ['view_support', 'ticket_assignment'] },
    request: TicketAssignSchema,
    response: MessageAnswerSchema,
  }),
  changeStatus: defineEndpoint({
    path: 'support/change_status',
    tag: 'support',
    summary:
      'Change Status of exactly one ticket; a client, debtor or broker may only close (0) its own; closing or resolving sets the resolution date',
    access: { all: ['view_support', 'ticket_status_change'] },
    request: TicketStatusSchema,
    response: MessageAnswerSchema,
  }),
  assignees: defineEndpoint({
    path: 'support/assignees',
    tag: 'support',
    summary: 'The users a ticket may be assigned to: active users of the admin or adminnew role',
    access: { all: ['view_support', 'ticket_assignment'] },
    request: z.strictObject({ search_text: TextSchema({ label: 'Search', max: 100 }).default('') }),
    response: answerWith({ data: z.array(AssigneeSchema) }),
  }),
};
