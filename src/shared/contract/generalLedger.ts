import { z } from 'zod';
import { isIsoDate } from '../dates';
import { messages } from '../messages';
import { firstFiscalYear, transactionTypes } from '../reportPeriods';
import { answerWith, defineEndpoint, FlagSchema, idMax, IdSchema } from './endpoint';

/**
 * The general ledger (spec part 3 §4, §5; docs/decisions/0031-the-general-ledger.md): a client's or
 * a debtor's statement for a fiscal year, read from the Purchased Receivables (1200) sub-ledger of
 * our journal. `general_ledger/fetch` answers it for the page; `general_ledger/download` the same
 * statement as a file (`export` 1 Excel, 0 PDF). Money is a plain decimal string ("1234.50").
 */

const T = messages.ledger;

export const ledgerModes = ['client', 'debtor'] as const;
export type LedgerMode = (typeof ledgerModes)[number];

/** `export`: 1 Excel, 0 PDF (spec part 3 §5). */
export const ledgerExportCodes = { xlsx: 1, pdf: 0 } as const;

/** A field's own message when it is missing (spec part 3 §5); the usual one when it is wrong. */
const requiredAs = (message: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? message : undefined;

const commonFields = {
  /** The fiscal year: 1 October of the prior year to 30 September. */
  fiscal_year: z
    .number({ error: requiredAs(T.fiscalYearRequired) })
    .int()
    .min(firstFiscalYear)
    .max(2100),
  transaction_type: z.enum(transactionTypes, { error: requiredAs(T.transactionTypeRequired) }),
  /** The spec's browser sends it; the answer does not depend on it. */
  data_type: z.enum(['json', 'file']).optional(),
  /** Run as of a past day (ours): the entries dated on or before it only. */
  as_of: z
    .string()
    .refine((value) => isIsoDate(value), messages.http.badRequest)
    .optional(),
};

const partyId = (message: string) =>
  z
    .number({ error: requiredAs(message) })
    .int()
    .positive()
    .max(idMax);

/** Client mode names the client (`id`); debtor mode the debtor (`debtor_id`). */
const modeFields = {
  client: {
    client_debtor: z.literal('client'),
    id: partyId(T.clientNameRequired),
    debtor_id: IdSchema.optional(),
  },
  debtor: {
    client_debtor: z.literal('debtor'),
    debtor_id: partyId(T.debtorNameRequired),
    id: IdSchema.optional(),
  },
};

/** The spec's browser sends `download: false` to the fetch; the fetch answers JSON whatever it says. */
const fetchFields = { download: FlagSchema.optional() };

export const LedgerFetchRequestSchema = z.discriminatedUnion('client_debtor', [
  z.strictObject({ ...modeFields.client, ...commonFields, ...fetchFields }),
  z.strictObject({ ...modeFields.debtor, ...commonFields, ...fetchFields }),
]);
export type LedgerFetchRequest = z.input<typeof LedgerFetchRequestSchema>;

const downloadFields = {
  /** true, or the spec's 1. */
  download: z.union([z.literal(true), z.literal(1)]),
  /** 1 Excel, 0 PDF. */
  export: z.union([z.literal(ledgerExportCodes.xlsx), z.literal(ledgerExportCodes.pdf)]),
};

export const LedgerDownloadRequestSchema = z.discriminatedUnion('client_debtor', [
  z.strictObject({ ...modeFields.client, ...commonFields, ...downloadFields }),
  z.strictObject({ ...modeFields.debtor, ...commonFields, ...downloadFields }),
]);
export type LedgerDownloadRequest = z.input<typeof LedgerDownloadRequestSchema>;

/** One line of the statement: a movement of the sub-ledger, about one invoice where it is. */
export const LedgerLineSchema = z.object({
  invoice_no: z.string().nullable(),
  /** The debtor of the line (client mode; in debtor mode the client the invoice was bought from). */
  debtor_name: z.string().nullable(),
  description: z.string(),
  posting_date: z.string(),
  /** ACH, Check or Wire where a payment or collection moved money; null otherwise. */
  payment_mode: z.string().nullable(),
  /** The payment's transaction number or the collection's check number. */
  transaction_no: z.string().nullable(),
  debit_amount: z.string().nullable(),
  credit_amount: z.string().nullable(),
});
export type LedgerLine = z.infer<typeof LedgerLineSchema>;

export const LedgerDataSchema = z.object({
  title: z.string(),
  year: z.number().int(),
  /** Assigned Credit Limit: the client's active limit, or the debtor's weekly limits together. */
  credit_limit: z.string().nullable(),
  /** Available Credit Limit (docs/decisions/0013-available-credit.md). */
  active_credit_limit: z.string().nullable(),
  /** Current Balance Outstanding: the sub-ledger's balance at the period's end (or as_of). */
  balance: z.string(),
  /** The balance brought forward from before the period. */
  opening_balance: z.string(),
  /** Statement Date: the day the statement is read as of (today, or as_of). */
  statement_date: z.string(),
  period: z.object({ from: z.string(), to: z.string() }),
  as_of: z.string().nullable(),
  /** The debits and credits of the lines shown (all of them, whatever the transaction type). */
  totals: z.object({ debit: z.string(), credit: z.string() }),
  invoices: z.array(LedgerLineSchema),
});
export type LedgerData = z.infer<typeof LedgerDataSchema>;

export const generalLedgerEndpoints = {
  fetch: defineEndpoint({
    path: 'general_ledger/fetch',
    tag: 'general ledger',
    summary: "A client's or a debtor's statement for a fiscal year, from the journal's sub-ledger",
    access: { all: ['view_general_ledger'] },
    request: LedgerFetchRequestSchema,
    response: answerWith({ ledger_data: LedgerDataSchema, message: z.string() }),
  }),
  download: defineEndpoint({
    path: 'general_ledger/download',
    tag: 'general ledger',
    summary: 'The same statement as a file: export 1 Excel (xlsx), 0 PDF',
    access: { all: ['view_general_ledger', 'download_statement'] },
    binary: true,
    request: LedgerDownloadRequestSchema,
    response: z.unknown(),
  }),
};
