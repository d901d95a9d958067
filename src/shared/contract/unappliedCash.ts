import { z } from 'zod';
import {
  UnappliedCashAdjustSchema,
  UnappliedCashRequestSchema,
  UnappliedCashReturnRequestSchema,
} from '../validation/unappliedCash';
import { invoiceAttachmentRules } from '../validation/invoiceForm';
import {
  DateText,
  FlagSchema,
  IdSchema,
  MessageAnswerSchema,
  MoneyText,
  SearchPageFields,
  answerWith,
  defineEndpoint,
  pageOf,
  sortFields,
} from './endpoint';

/**
 * Unapplied cash and the hold accounts (spec part 2 §2, §3, §5, §7; docs/decisions/0028 "Unapplied
 * cash"): the three cards' list, Add New UC, Adjust Unapplied Cash (to cash reserves or to
 * collection), Return to Debtor and the client's wire fee. The calls that move money post to the
 * books in the same transaction and honour an Idempotency-Key.
 */

/** The three cards of /unappliedcash. */
export const unappliedCashCards = ['with_invoices', 'without_invoices', 'released'] as const;
export type UnappliedCashCard = (typeof unappliedCashCards)[number];

export const unappliedCashSortColumns = [
  'client_name',
  'debtor_name',
  'invoice_no',
  'amount',
  'remaining',
  'posting_date',
  'uc_released_date',
  'created_at',
] as const;
export type UnappliedCashSortColumn = (typeof unappliedCashSortColumns)[number];

/** One row of the list. */
export const UnappliedCashRowSchema = z.object({
  id: z.number().int(),
  prospect_id: z.number().int(),
  debtor_id: z.number().int(),
  client_name: z.string(),
  debtor_name: z.string(),
  invoice_id: z.number().int().nullable(),
  invoice_no: z.string().nullable(),
  amount: MoneyText,
  /** What is still unapplied (the invoice lists' uc). */
  remaining: MoneyText,
  status: z.number().int(),
  payment_type: z.number().int().nullable(),
  payment_type_text: z.string().nullable(),
  check_number: z.string().nullable(),
  posting_date: DateText,
  uc_released_date: DateText,
  return_payment_type_text: z.string().nullable(),
  returned_amount: MoneyText.nullable(),
  return_wire_fee: MoneyText.nullable(),
  note: z.string(),
  is_terminated: z.boolean(),
});
export type UnappliedCashRow = z.infer<typeof UnappliedCashRowSchema>;

export const UnappliedCashListRequestSchema = z.strictObject({
  card: z.enum(unappliedCashCards),
  ...SearchPageFields,
  ...sortFields(unappliedCashSortColumns),
  /** Include terminated clients' rows (never for a client user). */
  show_all: FlagSchema.optional(),
});
export type UnappliedCashListRequest = z.input<typeof UnappliedCashListRequestSchema>;

export const unappliedCashEndpoints = {
  fetch: defineEndpoint({
    path: 'unapplied_cash/fetch',
    tag: 'unapplied cash',
    summary:
      'Unapplied cash of one card: with invoices (held on an invoice), without invoices (received without one), or released (returned to the debtor); searched by client, debtor, invoice no and check no',
    access: { all: ['view_unapplied_cash'] },
    request: UnappliedCashListRequestSchema,
    response: answerWith({ collections: pageOf(UnappliedCashRowSchema) }),
  }),
  save: defineEndpoint({
    path: 'unapplied_cash/save',
    tag: 'unapplied cash',
    summary:
      "Add New UC: cash of a client's debtor received without an invoice, with its check or remittance (check_path: pdf, jpeg, png or jpg proven by its bytes, 3 MB); posts Dr 1000 / Cr 2300; honours Idempotency-Key",
    access: { all: ['view_unapplied_cash', 'add_new_unapplied_cash'] },
    body: 'multipart',
    upload: { maxFiles: 1, maxBytes: invoiceAttachmentRules.maxBytes },
    idempotent: true,
    request: UnappliedCashRequestSchema,
    response: MessageAnswerSchema.extend({ id: z.number().int() }),
  }),
  adjust: defineEndpoint({
    path: 'unapplied_cash/adjust',
    tag: 'unapplied cash',
    summary:
      'Adjust Unapplied Cash of one client: to cash reserves (hold_account_status 1; Dr 2300 / Cr 2100) or to collection (hold_account_collection_status 1; rows held on an invoice); honours Idempotency-Key',
    access: { all: ['view_unapplied_cash'], any: ['transfer_to_cash_reserves', 'transfer_to_collection'] },
    idempotent: true,
    request: UnappliedCashAdjustSchema,
    response: MessageAnswerSchema,
  }),
  returnToDebtor: defineEndpoint({
    path: 'unapplied_cash/return',
    tag: 'unapplied cash',
    summary:
      "Return to Debtor: the whole unapplied cash of the chosen rows (without invoice, one client and debtor); a wire is reduced by the client's wire fee. Posts Dr 2300 / Cr 1000 / Cr 4200; honours Idempotency-Key",
    access: { all: ['view_unapplied_cash', 'return_to_debtor'] },
    idempotent: true,
    request: UnappliedCashReturnRequestSchema,
    response: MessageAnswerSchema,
  }),
  wireFee: defineEndpoint({
    path: 'unapplied_cash/wire_fee',
    tag: 'unapplied cash',
    summary: "Wire term fetch: the client's wire fee, from its signed term sheet",
    access: { all: ['view_unapplied_cash'] },
    request: z.strictObject({ prospect_id: IdSchema }),
    response: answerWith({ term: z.object({ wire_fee: MoneyText }) }),
  }),
};
