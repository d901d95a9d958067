import { z } from 'zod';
import { invoiceStatuses } from '../constants';
import { messages } from '../messages';
import { InvoiceFormSchema, invoiceAttachmentRules } from '../validation/invoiceForm';
import { MoveToScheduleRequestSchema } from '../validation/moveToSchedule';
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
  sortFields,
  answerWith,
  idRequest,
} from './endpoint';
import { formRights, invoiceLookupEndpoints } from './invoiceLookups';
import { storedPathSchema } from './text';

/**
 * Invoices (spec part 2 §7 Invoices): the list, the form with its attachments, the debtor's
 * approval, delete, move to schedule, the unique-number check with its Zero Funding offer, and the
 * lookups the invoice and schedule forms choose from. A client user sees only its company's
 * invoices, a debtor user only its debtor's; any other record answers 404.
 */

export const invoiceSortColumns = [
  'invoice_no',
  'schedule_no',
  'funding_date',
  'invoice_amount',
  'advance_amount',
  'invoice_date',
  'invoice_due_date',
  'company_business_name',
  'legal_name',
  'status',
  'created_at',
] as const;
export type InvoiceSortColumn = (typeof invoiceSortColumns)[number];

/** A row of /invoices (spec part 2 §3, Invoice list row). */
export const InvoiceRowSchema = z.object({
  id: z.number().int(),
  prospect_id: z.number().int(),
  debtor_id: z.number().int(),
  invoice_no: z.string().nullable(),
  schedule_id: z.number().int().nullable(),
  schedule_no: z.number().int().nullable(),
  funding_date: DateText,
  invoice_amount: MoneyText,
  /** The invoice amount as the collections area will reduce it; today the face value. */
  amount: MoneyText,
  advance_amount: MoneyText,
  advance_percentage: PercentText,
  /** What is held back from the advance: amount − advance. */
  reserved_amount: MoneyText,
  escrow_reserves: MoneyText,
  uc: MoneyText,
  invoice_date: z.string(),
  invoice_due_date: z.string(),
  company_business_name: z.string(),
  /** The debtor; a debtor user, who sees only its own, gets no debtor column. */
  legal_name: z.string(),
  note: z.string(),
  status: z.number().int(),
  status_text: z.string(),
  payment_type: z.number().int(),
  deleted: z.boolean(),
  is_terminated: z.boolean(),
  created_at: z.string(),
});
export type InvoiceRow = z.infer<typeof InvoiceRowSchema>;

/**
 * A row of /invoices as a debtor user gets it: what it owes (number, client, amounts, dates,
 * status, its note), nothing of the client's terms with the factor, its funding or its schedule.
 */
export const DebtorInvoiceRowSchema = InvoiceRowSchema.pick({
  id: true,
  prospect_id: true,
  debtor_id: true,
  invoice_no: true,
  invoice_amount: true,
  amount: true,
  invoice_date: true,
  invoice_due_date: true,
  company_business_name: true,
  note: true,
  status: true,
  status_text: true,
  payment_type: true,
  created_at: true,
});
export type DebtorInvoiceRow = z.infer<typeof DebtorInvoiceRowSchema>;

/** The sort columns of a debtor user's list: those of its own row. */
export const debtorInvoiceSortColumns = [
  'invoice_no',
  'invoice_amount',
  'invoice_date',
  'invoice_due_date',
  'company_business_name',
  'status',
  'created_at',
] as const satisfies readonly InvoiceSortColumn[];

/** A stored attachment: its path names it in the view and delete calls. */
export const InvoiceAttachmentSchema = z.object({ path: z.string(), name: z.string() });
export type InvoiceAttachment = z.infer<typeof InvoiceAttachmentSchema>;

/** One invoice as the form opens it (spec part 2 §3, Invoice form). */
export const InvoiceSchema = z.object({
  id: z.number().int(),
  prospect_id: z.number().int(),
  company_business_name: z.string(),
  debtor_id: z.number().int(),
  legal_name: z.string(),
  debtor_contact: z.array(z.string()),
  invoice_no: z.string(),
  invoice_amount: MoneyText,
  invoice_date: z.string(),
  commitment_date: DateText,
  Tentative_payment_mode: z.string(),
  net_invoice_term: z.number().int(),
  invoice_due_date: z.string(),
  advance_percentage: PercentText,
  advance_amount: MoneyText,
  status: z.number().int(),
  payment_type: z.number().int(),
  note: z.string(),
  attachments: z.array(InvoiceAttachmentSchema),
  schedule_id: z.number().int().nullable(),
  schedule_no: z.number().int().nullable(),
  funding_date: DateText,
  is_funding: z.boolean(),
  /** The debtor's available credit, not counting this invoice: what its amount may reach. */
  available_credit_limit: MoneyText.nullable(),
  uc: MoneyText,
  hold_account_status: z.number().int(),
  deleted: z.boolean(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/**
 * One invoice as a debtor user opens it: what it owes and its own part (contacts, expected payment
 * mode, note), whether it may still approve or deny it, and nothing of the client's terms, its
 * credit with the factor, its funding or its schedule.
 */
export const DebtorInvoiceSchema = InvoiceSchema.pick({
  id: true,
  prospect_id: true,
  company_business_name: true,
  debtor_id: true,
  legal_name: true,
  debtor_contact: true,
  invoice_no: true,
  invoice_amount: true,
  invoice_date: true,
  commitment_date: true,
  Tentative_payment_mode: true,
  invoice_due_date: true,
  status: true,
  payment_type: true,
  note: true,
  attachments: true,
  /** Approve and Deny are for an invoice not bought yet. */
  is_funding: true,
  deleted: true,
});
export type DebtorInvoice = z.infer<typeof DebtorInvoiceSchema>;

/** invoice/attachment/*: an invoice's files, or (without id) the caller's uploads for a new schedule row. */
const AttachmentRefSchema = z.strictObject({
  id: IdSchema.optional(),
  path: storedPathSchema(),
});

/** The invoices a bulk action applies to; none chosen is the list's own message. */
const InvoiceIdsSchema = z.array(IdSchema).min(1, messages.invoice.screens.selectInvoices).max(1000);

const IdTextSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, messages.http.badRequest)
  .transform(Number);

export const invoiceEndpoints = {
  fetch: defineEndpoint({
    path: 'invoice/fetch',
    tag: 'invoices',
    summary:
      'Invoices, searched by invoice no, client and debtor name (a debtor user: invoice no and client); status 0 is All; deleted adds deleted and terminated ones (staff only)',
    access: { all: ['view_invoices'] },
    request: z.strictObject({
      ...SearchPageFields,
      ...sortFields(invoiceSortColumns),
      status: z
        .number()
        .int()
        .min(invoiceStatuses.all)
        .max(invoiceStatuses.denied)
        .default(invoiceStatuses.all),
      deleted: FlagSchema.default(false),
    }),
    response: answerWith({ invoices: pageOf(InvoiceRowSchema) }),
    responseByParty: {
      debtor: answerWith({ invoices: pageOf(DebtorInvoiceRowSchema) }),
    },
  }),
  details: defineEndpoint({
    path: 'invoice/details',
    tag: 'invoices',
    summary: 'One invoice for the form, with its attachments and the debtor credit it may use',
    access: { all: ['view_invoices', 'invoice_selection'] },
    request: IdRequestSchema,
    response: answerWith({ invoice: InvoiceSchema }),
    responseByParty: { debtor: answerWith({ invoice: DebtorInvoiceSchema }) },
  }),
  debtorUpdate: defineEndpoint({
    path: 'invoice/debtor_update',
    tag: 'invoices',
    summary:
      "A debtor user's own part of an invoice it owes, not funded: the expected payment mode and the note (spec part 2 §4 role locks); 403 for anyone else",
    access: { all: ['view_invoices', 'invoice_selection'] },
    request: z.strictObject({
      id: IdSchema,
      Tentative_payment_mode: InvoiceFormSchema.shape.Tentative_payment_mode,
      note: InvoiceFormSchema.shape.note,
    }),
    response: MessageAnswerSchema,
  }),
  save: defineEndpoint({
    path: 'invoice/save',
    tag: 'invoices',
    summary:
      "Create (no id; add_new_invoice) or update (id; invoice_selection) an invoice with up to 4 attachments[] (pdf, jpeg, png, jpg proven by their bytes, 3 MB each). Terms come from the client's signed term sheet; advance and due date are computed here; the amount must fit the debtor's available credit",
    access: { all: ['view_invoices'], any: ['add_new_invoice', 'invoice_selection'] },
    body: 'multipart',
    upload: { maxFiles: invoiceAttachmentRules.maxFiles, maxBytes: invoiceAttachmentRules.maxBytes },
    request: InvoiceFormSchema,
    response: MessageAnswerSchema.extend({ id: z.number().int() }),
  }),
  uploadAttachments: defineEndpoint({
    path: 'invoice/attachment/upload',
    tag: 'invoices',
    summary:
      "Add attachments[] to an invoice (id), or keep them as the caller's uploads for a new schedule row (no id); urls are the stored paths",
    access: { any: [...formRights] },
    body: 'multipart',
    upload: { maxFiles: invoiceAttachmentRules.maxFiles, maxBytes: invoiceAttachmentRules.maxBytes },
    request: z.strictObject({ id: IdTextSchema.optional() }),
    response: MessageAnswerSchema.extend({
      urls: z.array(z.string()),
      attachments: z.array(InvoiceAttachmentSchema),
    }),
  }),
  deleteAttachment: defineEndpoint({
    path: 'invoice/attachment/delete',
    tag: 'invoices',
    summary: "Remove one attachment of an invoice (id), or one of the caller's uploads (no id)",
    access: { any: [...formRights] },
    request: AttachmentRefSchema,
    response: MessageAnswerSchema,
  }),
  viewAttachment: defineEndpoint({
    path: 'invoice/attachment/view',
    tag: 'invoices',
    summary: 'The bytes of one attachment, with the content type its bytes proved',
    access: { any: ['view_invoices', 'view_schedule_of_assignment'] },
    binary: true,
    request: AttachmentRefSchema,
    response: z.unknown(),
  }),
  changeStatus: defineEndpoint({
    path: 'invoice/status_change',
    tag: 'invoices',
    summary: 'Approve (2) or deny (3) invoices that are not funded; not to the status they already have',
    access: { all: ['view_invoices', 'approval_denial'] },
    request: z.strictObject({
      ids: InvoiceIdsSchema,
      status: z.union([z.literal(invoiceStatuses.approved), z.literal(invoiceStatuses.denied)]),
    }),
    response: MessageAnswerSchema,
  }),
  delete: defineEndpoint({
    path: 'invoice/delete',
    tag: 'invoices',
    summary: 'Delete invoices of one client that are neither funded nor in a schedule',
    access: { all: ['view_invoices', 'delete_invoice'] },
    request: z.strictObject({ ids: InvoiceIdsSchema }),
    response: MessageAnswerSchema,
  }),
  moveToSchedule: defineEndpoint({
    path: 'invoice/move_to_schedule',
    tag: 'invoices',
    summary:
      'Move invoices of one client, neither funded nor scheduled, to its schedule (schedule_id) or a new one (schedule_no, 1–6 digits)',
    access: { all: ['view_invoices', 'move_to_schedule'] },
    request: MoveToScheduleRequestSchema,
    response: MessageAnswerSchema.extend({ schedule_id: z.number().int() }),
  }),
  clientSchedules: defineEndpoint({
    path: 'invoice/schedules',
    tag: 'invoices',
    summary:
      "The Move to Schedule choice: the client's open schedules, neither verified, funded nor deleted (invoices: id, schedule_no, invoicesCount)",
    access: { all: ['view_invoices', 'move_to_schedule'] },
    request: idRequest('prospect_id'),
    response: answerWith({
      invoices: z.array(
        z.object({ id: z.number().int(), schedule_no: z.number().int(), invoicesCount: z.number().int() }),
      ),
    }),
  }),
  ...invoiceLookupEndpoints,
} as const;
