import { z } from 'zod';
import { lookupPageSizes } from '../constants';
import { reportDefs, reportRights } from '../rights';
import { InvoiceNoSchema } from '../validation/invoiceRow';
import {
  defineEndpoint,
  IdSchema,
  MoneyText,
  pageOf,
  PercentText,
  choicePageFields,
  answerWith,
  idRequest,
} from './endpoint';

/**
 * What an invoice row chooses from and checks on the invoice and schedule forms (the invoice calls
 * of src/shared/contract/invoices.ts include these): clients, debtors with their contacts and
 * credit, the client's terms, and the number check with the invoice a Zero Funding re-issue copies.
 */

/** Who may fill an invoice in, on the invoice form or a schedule row. */
export const formRights = [
  'add_new_invoice',
  'invoice_selection',
  'add_new_schedule',
  'schedule_selection',
] as const;

/**
 * Who may pick a client and its debtor: the invoice and schedule forms, the forms that record a
 * debtor's money against them (Add New Collection, Add New UC), and Add New Request.
 */
export const pickerRights = [
  ...formRights,
  'add_new_collection',
  'add_new_unapplied_cash',
  'add_new_client_request',
  'add_new_debtor_request',
] as const;

/**
 * Who may pick among the clients and debtors they may see: the pickers above, and whoever may view
 * a report (its Client Name and Debtor Name filters; docs/decisions/0030-reports.md). The lookups
 * are scoped to the caller: a client user gets its own company and its own debtors only.
 */
export const partyLookupRights = [
  ...pickerRights,
  ...reportDefs.map((report) => reportRights(report.handle).view),
] as const;

/** The invoice a Zero Funding re-issue copies (spec part 2 §4: number, amount, dates, advance, payment type). */
export const ReissueSchema = z.object({
  invoice_no: z.string(),
  invoice_amount: MoneyText,
  invoice_date: z.string(),
  invoice_due_date: z.string(),
  net_invoice_term: z.number().int(),
  advance_percentage: PercentText,
  advance_amount: MoneyText,
  payment_type: z.number().int(),
});
export type Reissue = z.infer<typeof ReissueSchema>;

export const ClientChoiceSchema = z.object({ id: z.number().int(), company_business_name: z.string() });
export type ClientChoice = z.infer<typeof ClientChoiceSchema>;

export const DebtorChoiceSchema = z.object({
  id: z.number().int(),
  prospect_id: z.number().int(),
  debtor_name: z.string(),
  /** 0 pending, 1 Active (terminated debtors take no invoices). */
  status: z.number().int(),
});
export type DebtorChoice = z.infer<typeof DebtorChoiceSchema>;

export const DebtorContactChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type DebtorContactChoice = z.infer<typeof DebtorContactChoiceSchema>;

export const ClientTermsSchema = z.object({
  advance_percentage: PercentText,
  net_invoice_term: z.number().int(),
});

export const LookupPageFields = choicePageFields(lookupPageSizes.debtorList, lookupPageSizes.debtorDropdown);

export const invoiceLookupEndpoints = {
  checkNumber: defineEndpoint({
    path: 'invoice/check_unique',
    tag: 'invoices',
    summary:
      'Whether an invoice number is free for the client and debtor; a number of a funded invoice with nothing owed is offered as a Zero Funding re-issue (docs/decisions/0008-zero-funding.md)',
    access: { any: [...formRights] },
    request: z.strictObject({
      invoice_no: InvoiceNoSchema,
      prospect_id: IdSchema,
      debtor_id: IdSchema,
      /** The invoice being edited, which may keep its own number. */
      id: IdSchema.optional(),
    }),
    response: answerWith({
      /** False when the number is taken (the spec's status false). */
      unique: z.boolean(),
      message: z.string(),
      msg: z.string(),
      newInvoiceNumber: z.string().nullable(),
      invoice: ReissueSchema.nullable(),
    }),
  }),
  clients: defineEndpoint({
    path: 'invoice/clients',
    tag: 'invoices',
    summary:
      "The forms' and reports' Client Name choice: live clients by business name (a client user: its own)",
    access: { any: [...partyLookupRights] },
    request: z.strictObject(LookupPageFields),
    response: answerWith({ prospects: pageOf(ClientChoiceSchema) }),
  }),
  clientTerms: defineEndpoint({
    path: 'invoice/client_terms',
    tag: 'invoices',
    summary:
      "A client's advance percentage and net invoice term from its signed term sheet (null without one)",
    access: { any: [...formRights] },
    request: idRequest('prospect_id'),
    response: answerWith({ terms: ClientTermsSchema.nullable() }),
  }),
  debtors: defineEndpoint({
    path: 'invoice/debtors',
    tag: 'invoices',
    summary: "The forms' and reports' Debtor Name choice: a client's pending and active debtors by name",
    access: { any: [...partyLookupRights] },
    request: z.strictObject({ prospect_id: IdSchema, ...LookupPageFields }),
    response: answerWith({ debtors: pageOf(DebtorChoiceSchema) }),
  }),
  debtorCredit: defineEndpoint({
    path: 'invoice/debtor_credit',
    tag: 'invoices',
    summary:
      "A debtor's weekly credit limit with the client, what is available of it (leaving out the invoices being edited), and its contacts",
    access: { any: [...formRights] },
    request: z.strictObject({
      prospect_id: IdSchema,
      debtor_id: IdSchema,
      leave_out: z.array(IdSchema).max(100).default([]),
    }),
    response: answerWith({
      credit_limit: z.object({ credit_limit: MoneyText, available_credit_limit: MoneyText }),
      pocs: z.array(DebtorContactChoiceSchema),
    }),
  }),
} as const;
