import { z } from 'zod';
import { maxInvoicesPerSchedule, textLimits } from '../constants';
import { messages } from '../messages';
import { addMoney, compareMoney, formatMoneyPlain, type MoneyInput } from '../money';
import {
  chosenId,
  invoiceLabels,
  invoiceNumberBase,
  invoiceRowRules,
  InvoiceRowSchema,
  ScheduleInvoiceAmountSchema,
  StoredIdSchema,
} from './invoiceRow';
import { invoiceAttachmentRules } from './invoiceForm';
import { scheduleNoSchema } from './moveToSchedule';
import { storedPathSchema } from '../contract/text';

/**
 * The Add/Edit Schedule form (spec part 2 §4 Schedule of assignment form, §5 Schedule form): a
 * client, its schedule number (given by the server) and up to 25 invoice rows, as the browser checks
 * them and schedule/save checks them again. The rules that need the debtors' credit take it as an
 * argument, so both sides apply them to the same figures.
 */

/** Paths of stored files: the row's saved attachments and its new uploads. */
const AttachmentPathsSchema = z
  .array(storedPathSchema())
  .max(invoiceAttachmentRules.maxFiles, messages.files.maxFilesAuthorized)
  .default([]);

/** One invoice row of the schedule; `id` names a saved invoice of the schedule, the amount must be above 1. */
export const ScheduleInvoiceRowSchema = z
  .strictObject({
    ...InvoiceRowSchema.shape,
    invoice_amount: ScheduleInvoiceAmountSchema,
    attachments: AttachmentPathsSchema,
  })
  .superRefine(invoiceRowRules);
export type ScheduleInvoiceRowInput = z.input<typeof ScheduleInvoiceRowSchema>;
export type ScheduleInvoiceRow = z.output<typeof ScheduleInvoiceRowSchema>;

/**
 * Rows whose invoice number repeats an earlier one's, compared on the part before a dash (an
 * invoice and its re-issue are one invoice): an invoice belongs to one schedule only once.
 */
export function repeatedInvoiceRows(
  invoiceNumbers: readonly string[],
  alreadyHeld: readonly string[] = [],
): number[] {
  const seen = new Set(alreadyHeld.map(invoiceNumberBase));
  const repeated: number[] = [];
  invoiceNumbers.forEach((invoiceNo, index) => {
    const base = invoiceNumberBase(invoiceNo);
    if (base === '') return;
    if (seen.has(base)) repeated.push(index);
    seen.add(base);
  });
  return repeated;
}

/** The Schedule No of the form, given by the server; moved invoices may have made 6-digit ones. */
export const ScheduleNoSchema = scheduleNoSchema(textLimits.moveToScheduleNoDigits);

export const ScheduleFormSchema = z
  .strictObject({
    id: StoredIdSchema,
    prospect_id: chosenId(messages.required(invoiceLabels.clientName)),
    schedule_no: ScheduleNoSchema,
    invoices: z
      .array(ScheduleInvoiceRowSchema)
      .min(1, messages.schedule.screens.invoicesRequired)
      .max(maxInvoicesPerSchedule, messages.schedule.maxInvoices),
  })
  .superRefine((form, ctx) => {
    for (const index of repeatedInvoiceRows(form.invoices.map((row) => row.invoice_no))) {
      ctx.addIssue({
        code: 'custom',
        message: messages.schedule.invoiceUnique,
        path: ['invoices', index, 'invoice_no'],
      });
    }
  });
export type ScheduleFormInput = z.input<typeof ScheduleFormSchema>;
export type ScheduleForm = z.output<typeof ScheduleFormSchema>;

/** A debtor whose rows together ask for more than its available credit. */
export interface CreditRefusal {
  debtor_id: number;
  /** The debtor's available credit limit ("1234.50"). */
  available: string;
  /** "Invoice amount cannot be greater than debtor's available credit limit($1,234.50)." */
  message: string;
}

/**
 * The debtors whose rows' amounts add up to more than their available credit (spec part 2 §5:
 * the sum per debtor across rows). Rows without a debtor or an amount yet count for nothing; a
 * debtor whose credit is unknown is not judged here.
 */
export function creditRefusals(
  rows: readonly { debtor_id: number | null; invoice_amount: MoneyInput | null }[],
  availableByDebtor: ReadonlyMap<number, string>,
): CreditRefusal[] {
  const totals = new Map<number, string>();
  for (const row of rows) {
    if (row.debtor_id === null || row.invoice_amount === null) continue;
    totals.set(row.debtor_id, addMoney(totals.get(row.debtor_id) ?? '0', row.invoice_amount).toFixed(2));
  }
  const refusals: CreditRefusal[] = [];
  for (const [debtorId, total] of totals) {
    const available = availableByDebtor.get(debtorId);
    if (available === undefined || compareMoney(total, available) <= 0) continue;
    refusals.push({
      debtor_id: debtorId,
      available,
      message: messages.schedule.creditLimitExceeded(formatMoneyPlain(available)),
    });
  }
  return refusals;
}
