import { z } from 'zod';
import { messages } from '../messages';
import { ScheduleFormSchema } from '../validation/scheduleForm';
import {
  pageOf,
  DateText,
  defineEndpoint,
  FlagSchema,
  IdRequestSchema,
  IdSchema,
  MessageAnswerSchema,
  MoneyText,
  PercentText,
  SearchPageFields,
  answerWith,
  idRequest,
} from './endpoint';
import { InvoiceAttachmentSchema } from './invoices';

/**
 * Schedules of assignment (spec part 2 §7 Schedules): the list, the client's next number, one
 * schedule with its invoices, its save and the removal of an invoice from it. Verify, Delete and
 * the PDF are the schedule workflows' (src/shared/contract/funding.ts). A client user sees only its
 * own schedules; any other answers 404.
 */

export const scheduleSortColumns = [
  'schedule_no',
  'company_business_name',
  'schedule_fund_date',
  'remaining_amount',
  'cb_amount',
  'created_at',
] as const;
export type ScheduleSortColumn = (typeof scheduleSortColumns)[number];

/** What a schedule's row and its form both show first: the client, the number and the money. */
const ScheduleHeadFields = {
  id: z.number().int(),
  prospect_id: z.number().int(),
  company_business_name: z.string(),
  schedule_no: z.number().int(),
  schedule_fund_date: DateText,
  remaining_amount: MoneyText,
  cb_amount: MoneyText,
  /** Net funding: the advances of the schedule's invoices. */
  total_amount: MoneyText,
};

/** A row of /scheduleofassignment (spec part 2 §3, Schedule). */
export const ScheduleRowSchema = z.object({
  ...ScheduleHeadFields,
  /** The face value of the schedule's invoices. */
  totalScheduleFunding: MoneyText,
  invoicesCount: z.number().int(),
  /** Invoices bought, or held since the schedule's verification (docs/decisions/0011-invoices-and-schedules.md). */
  verifiedCount: z.number().int(),
  unverifiedCount: z.number().int(),
  attachmentCount: z.number().int(),
  verified_at: z.string().nullable(),
  is_terminated: z.boolean(),
  is_deleted: z.boolean(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
});
export type ScheduleRow = z.infer<typeof ScheduleRowSchema>;

/** An invoice of a schedule as its form shows it (spec part 2 §3, Scheduled invoice row). */
export const ScheduleInvoiceSchema = z.object({
  id: z.number().int(),
  debtor_id: z.number().int(),
  legal_name: z.string(),
  debtor_contact: z.array(z.string()),
  invoice_no: z.string(),
  invoice_date: z.string(),
  invoice_amount: MoneyText,
  payment_type: z.number().int(),
  net_invoice_term: z.number().int(),
  invoice_due_date: z.string(),
  advance_percentage: PercentText,
  advance_amount: MoneyText,
  status: z.number().int(),
  Tentative_payment_mode: z.string(),
  commitment_date: DateText,
  attachments: z.array(InvoiceAttachmentSchema),
  funding_date: DateText,
  verified: z.boolean(),
});
export type ScheduleInvoice = z.infer<typeof ScheduleInvoiceSchema>;

export const ScheduleSchema = z.object({
  ...ScheduleHeadFields,
  verified_at: z.string().nullable(),
  /** Set for a deleted schedule, which the form shows read-only. */
  deleted_at: z.string().nullable(),
  is_terminated: z.boolean(),
  invoices: z.array(ScheduleInvoiceSchema),
});
export type Schedule = z.infer<typeof ScheduleSchema>;

export const scheduleEndpoints = {
  fetch: defineEndpoint({
    path: 'schedule/fetch',
    tag: 'schedules of assignment',
    summary:
      'Schedules of assignment, searched by client, schedule no and net funding; deleted adds deleted and terminated ones (staff only); is_funding keeps verified ones',
    access: { any: ['view_schedule_of_assignment', 'view_schedule_of_funding'] },
    request: z.strictObject({
      ...SearchPageFields,
      sortBy: z.enum(scheduleSortColumns).optional(),
      sortDesc: FlagSchema.optional(),
      deleted: FlagSchema.default(false),
      is_funding: FlagSchema.default(false),
    }),
    response: answerWith({ schedules: pageOf(ScheduleRowSchema) }),
  }),
  nextNumber: defineEndpoint({
    path: 'schedule/next_number',
    tag: 'schedules of assignment',
    summary: "The number a new schedule of the client gets: one above the client's highest",
    access: { all: ['view_schedule_of_assignment', 'add_new_schedule'] },
    request: idRequest('prospect_id'),
    response: answerWith({ schedule_no: z.number().int() }),
  }),
  details: defineEndpoint({
    path: 'schedule/details',
    tag: 'schedules of assignment',
    summary: 'One schedule with its invoices for the form (a deleted one is shown read-only)',
    access: { all: ['view_schedule_of_assignment', 'schedule_selection'] },
    request: IdRequestSchema,
    response: answerWith({ schedule: ScheduleSchema }),
  }),
  save: defineEndpoint({
    path: 'schedule/save',
    tag: 'schedules of assignment',
    summary:
      "Create (no id; add_new_schedule) or update (id; schedule_selection) a schedule with up to 25 invoice rows; each debtor's rows must fit its available credit",
    access: { all: ['view_schedule_of_assignment'], any: ['add_new_schedule', 'schedule_selection'] },
    request: ScheduleFormSchema,
    response: MessageAnswerSchema.extend({ id: z.number().int() }),
  }),
  deleteInvoices: defineEndpoint({
    path: 'schedule/invoice/delete',
    tag: 'schedules of assignment',
    summary: 'Take unfunded invoices out of their schedule (the invoices stay, unassigned)',
    access: { all: ['view_schedule_of_assignment', 'schedule_selection'] },
    request: z.strictObject({
      schedule_id: z.array(IdSchema).min(1, messages.http.badRequest).max(25),
      id: z.array(IdSchema).min(1, messages.http.badRequest).max(25),
    }),
    response: MessageAnswerSchema,
  }),
} as const;
