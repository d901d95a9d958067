import { z } from 'zod';
import { maxDebtorContacts, textLimits } from '../constants';
import { compareIsoDates, maxPickerDate, minPickerDate, readDate, type IsoDate } from '../dates';
import { dropdowns } from '../dropdowns';
import { messages } from '../messages';
import { compareMoney } from '../money';
import { moneyText, percentText } from '../contract/money';
import { idMax } from '../contract/endpoint';

/**
 * One invoice row (spec part 2 §5 Invoice form, Schedule form): the rules of an invoice's fields,
 * which the invoice form, each row of the schedule form and the server behind both check alike.
 * Values arrive as JSON (numbers, arrays) or as form data (every value text, the contacts as JSON
 * text): both read the same. Money travels as "1234.50", dates as 'YYYY-MM-DD'.
 */

const S = messages.invoice.screens;
export const invoiceLabels = S.labels;
const L = invoiceLabels;
const required = messages.required;

/** A zero-funding re-issue adds '-n' to the funded invoice's number (docs/decisions/0008-zero-funding.md). */
export const reissueSuffixMaxDigits = 3;

/** The number an invoice is known by across its re-issues: the part before a dash. */
export function invoiceNumberBase(invoiceNo: string): string {
  return invoiceNo.split('-')[0] ?? invoiceNo;
}

/** Whether the number is a zero-funding re-issue's ('123456-1'). */
export function isReissueNumber(invoiceNo: string): boolean {
  return invoiceNo.includes('-');
}

/** A chosen record (client, debtor, stored row): a positive id, a number in JSON or digits in form data. */
export function chosenId(message: string) {
  return z.union([z.number(), z.string(), z.null()], { error: message }).transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : null;
    const id = text === null ? (value ?? Number.NaN) : /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || id > idMax) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });
}

/** The id of a stored invoice or schedule; absent for a new one. */
export const StoredIdSchema = chosenId(messages.http.badRequest).optional();

/** Invoice No: digits, at most 6, above 0; a re-issue's number adds '-n'. */
export const InvoiceNoSchema = z
  .union([z.string(), z.number()], { error: required(L.invoiceNo) })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, required(L.invoiceNo))
      .regex(new RegExp(`^\\d+(-\\d{1,${reissueSuffixMaxDigits}})?$`), S.invoiceNoDigits)
      .refine(
        (value) => invoiceNumberBase(value).length <= textLimits.invoiceNoDigits,
        S.invoiceNoLength(textLimits.invoiceNoDigits),
      )
      .refine((value) => /^0*$/.test(invoiceNumberBase(value)) === false, S.invoiceNoPositive),
  );

/** An amount of money 0 … 99,999,999.99 with at most 2 decimals, "1234.50" once read. */
function moneyField(label: string, rangeMessage: string) {
  return moneyText({ required: required(label), invalid: rangeMessage });
}

/** Invoice Amount on the invoice form: 0 to 99,999,999.99. */
export const InvoiceAmountSchema = moneyField(L.invoiceAmount, S.amountRange);

/** Invoice Amount on a schedule row: as on the invoice form, and above 1 (the spec blocks 1 or less). */
export const ScheduleInvoiceAmountSchema = InvoiceAmountSchema.refine(
  (amount) => compareMoney(amount, '1') > 0,
  required(L.invoiceAmount),
);

const AdvanceAmountSchema = moneyField(L.advanceAmount, S.amountRange);

/** Advance Percentage: from the term sheet, 0 to 100 with at most 2 decimals ("80.00"). */
const AdvancePercentageSchema = percentText({
  required: required(L.advancePercentage),
  invalid: S.percentageRange,
});

/** Net Invoice Term: whole days, at most 2 digits. */
const NetInvoiceTermSchema = z
  .union([z.number(), z.string(), z.null()], { error: required(L.netInvoiceTerm) })
  .transform((value, ctx) => {
    const text = value === null ? '' : String(value).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: required(L.netInvoiceTerm) });
      return z.NEVER;
    }
    if (!new RegExp(`^\\d{1,${textLimits.netTermDigits}}$`).test(text)) {
      ctx.addIssue({ code: 'custom', message: S.netTermRange });
      return z.NEVER;
    }
    return Number(text);
  });

/** A required date within the pickers' years 1945–2050, 'YYYY-MM-DD' once read. */
export function requiredDateField(label: string) {
  return z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .transform((value, ctx) => {
      const iso = readDate(value);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: messages.common.invalidDate });
        return z.NEVER;
      }
      if (compareIsoDates(iso, minPickerDate) < 0 || compareIsoDates(iso, maxPickerDate) > 0) {
        ctx.addIssue({ code: 'custom', message: S.dateOutOfRange(label) });
        return z.NEVER;
      }
      return iso;
    });
}

/** The same date where it may be left blank: null when blank. */
function optionalDateField(label: string) {
  return z
    .string()
    .nullable()
    .optional()
    .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value))
    .pipe(requiredDateField(label).nullable());
}

/** A choice of a numeric code list (status, payment type), a number in JSON or digits in form data. */
function codeOf<const V extends number>(values: readonly V[], message: string) {
  return z.union([z.number(), z.string(), z.null()], { error: message }).transform((value, ctx) => {
    const code =
      typeof value === 'string' ? (/^\d+$/.test(value.trim()) ? Number(value) : Number.NaN) : value;
    const found = values.find((candidate) => candidate === code);
    if (found === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return found;
  });
}

export const invoiceStatusValues = dropdowns.invoice_status.map((item) => item.value);
export const paymentTypeValues = dropdowns.payment_type.map((item) => item.value);
/** Expected Payment Mode names a payment type, or nothing. */
export const paymentModeNames = dropdowns.payment_type.map((item) => item.name);

export const InvoiceStatusSchema = codeOf(invoiceStatusValues, required(L.status));
export const PaymentTypeSchema = codeOf(paymentTypeValues, required(L.paymentType));

const PaymentModeSchema = z
  .string()
  .trim()
  .default('')
  .refine(
    (value) => value === '' || (paymentModeNames as readonly string[]).includes(value),
    S.paymentModeUnknown,
  );

/**
 * Debtor Contact: the e-mails of one or more of the debtor's contacts; form data sends the list as
 * JSON text (spec part 2 §3). Repeats are dropped.
 */
export const DebtorContactListSchema = z
  .union([z.array(z.string()), z.string()], { error: required(L.debtorContact) })
  .transform((value, ctx) => {
    if (Array.isArray(value)) return value;
    if (value.trim() === '') return [];
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string'))
        return parsed as string[];
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: S.contactInvalid });
    return z.NEVER;
  })
  .pipe(
    z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .max(textLimits.contactEmailDebtor, S.contactInvalid)
          .pipe(z.email(S.contactInvalid)),
      )
      .min(1, required(L.debtorContact))
      .max(maxDebtorContacts, S.contactInvalid),
  )
  .transform((emails) => [...new Set(emails)]);

/**
 * An invoice row: the fields an invoice has on both forms, in the forms' order of rules; `id` names
 * a stored invoice. Each form adds its own fields (the invoice form its client and note, a schedule
 * row its uploaded files) and checks the dates with `invoiceRowRules`.
 */
export const InvoiceRowSchema = z.strictObject({
  id: StoredIdSchema,
  debtor_id: chosenId(required(L.debtorName)),
  debtor_contact: DebtorContactListSchema,
  invoice_no: InvoiceNoSchema,
  invoice_amount: InvoiceAmountSchema,
  invoice_date: requiredDateField(L.invoiceDate),
  commitment_date: optionalDateField(L.commitmentDate),
  Tentative_payment_mode: PaymentModeSchema,
  net_invoice_term: NetInvoiceTermSchema,
  invoice_due_date: requiredDateField(L.dueDate),
  advance_percentage: AdvancePercentageSchema,
  advance_amount: AdvanceAmountSchema,
  status: InvoiceStatusSchema,
  payment_type: PaymentTypeSchema,
});
export type InvoiceRowInput = z.input<typeof InvoiceRowSchema>;

/** The rule across a row's fields: Commitment Date may not lie before the Invoice Date. */
export function invoiceRowRules(
  invoice: { invoice_date: IsoDate; commitment_date: IsoDate | null },
  ctx: z.RefinementCtx,
): void {
  if (
    invoice.commitment_date !== null &&
    compareIsoDates(invoice.commitment_date, invoice.invoice_date) < 0
  ) {
    ctx.addIssue({ code: 'custom', message: S.commitmentBeforeInvoice, path: ['commitment_date'] });
  }
}
