import { z } from 'zod';
import { paymentTypes, textLimits, type PaymentType } from '../constants';
import { type IsoDate } from '../dates';
import { messages } from '../messages';
import { compareMoney, subtractMoney, toMoneyString, type MoneyInput } from '../money';
import { depositDateRequired, paymentFieldLabels, paymentTypeText } from '../schedulePayment';
import { IdSchema, idMax } from '../contract/endpoint';
import { moneyText, moneyTextMeta } from '../contract/money';
import { TextSchema } from '../contract/text';
import { lettersAndDigits } from './application/businessInformation';
import { requiredText } from './userForm';
import { pickerDate, readField, reportIfBefore, type Report as PassReport } from './fieldPass';

/**
 * The Add New UC form and the Return to Debtor form (spec part 2 §5 Unapplied cash form,
 * docs/decisions/0028 "Unapplied cash"), as the dialogs check them and the server checks them
 * again. The form is checked in one pass that reports every field at once: the number and the
 * dates take their labels from the payment type (Routing No / ACH Date, Check No / Check Date,
 * Transaction No / Wire Date).
 */

const F = messages.unappliedCash.fields;
const L = messages.funding.workflows.labels;
const W = messages.funding.workflows;

/** An id as JSON sends it (12) or as a multipart field does ("12"). */
export const IdFieldSchema = z.union([z.number(), z.string().trim()]).transform((value, ctx) => {
  const text = String(value);
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > idMax) {
    ctx.addIssue({ code: 'custom', message: messages.http.badRequest });
    return z.NEVER;
  }
  return id;
});

/** A field the pass below reads, bounded and one line, as it came. */
function looseText(name: string, max = 100) {
  return TextSchema({ label: name, max }).nullable().optional();
}
function moneyField(label: string) {
  return z
    .string({ error: messages.form.moneyFormat(label) })
    .max(100, messages.form.moneyFormat(label))
    .nullable()
    .optional()
    .meta(moneyTextMeta);
}
const PaymentTypeFieldSchema = z
  .union([z.number(), z.string().trim()])
  .nullable()
  .optional()
  .transform((value): PaymentType | null => {
    if (value === null || value === undefined || value === '') return null;
    const n = Number(value);
    return n === paymentTypes.ACH || n === paymentTypes.Check || n === paymentTypes.Wire ? n : null;
  });

/** The Add New UC fields as the form holds them (multipart: every value is text). */
export const UnappliedCashFieldsSchema = z.strictObject({
  prospect_id: z.union([z.number(), z.string()]).nullable().optional(),
  debtor_id: z.union([z.number(), z.string()]).nullable().optional(),
  amount: moneyField(F.amountReceived),
  payment_type: PaymentTypeFieldSchema,
  check_number: looseText('check_number'),
  check_date: looseText('check_date'),
  check_deposit_date: looseText('check_deposit_date'),
  posting_date: looseText('posting_date'),
  note: TextSchema({ label: F.comments, max: 1000 }).nullable().optional(),
  /** The attachment's name as the form shows it; the file itself is the multipart part `check_path`. */
  check_path: looseText('check_path', 300),
});
type Fields = z.output<typeof UnappliedCashFieldsSchema>;

/** Text of digits (a multipart id), blank, or a JSON id. */
const IdTextSchema = z
  .union([z.number().int().min(1).max(idMax), z.string().regex(/^\d{0,10}$/, messages.http.badRequest)])
  .nullable()
  .optional();
/** A payment type as JSON (0, 1, 2) or as multipart text ('0', '1', '2'), or blank. */
const PaymentTypeTextSchema = z
  .union([
    z.literal(paymentTypes.ACH),
    z.literal(paymentTypes.Check),
    z.literal(paymentTypes.Wire),
    z.enum(['0', '1', '2', '']),
  ])
  .nullable()
  .optional();

/**
 * Add New UC as the contract receives it: each field of its kind (the amount, when given, plain
 * decimal text), no rule across fields. The service checks the whole form with
 * `UnappliedCashFormSchema` and reports every field at once.
 */
export const UnappliedCashRequestSchema = UnappliedCashFieldsSchema.extend({
  prospect_id: IdTextSchema,
  debtor_id: IdTextSchema,
  amount: amountFieldOf(),
  payment_type: PaymentTypeTextSchema,
});

/** What Add New UC stores. */
export interface UnappliedCashEntry {
  prospect_id: number;
  debtor_id: number;
  amount: string;
  payment_type: PaymentType;
  payment_type_text: ReturnType<typeof paymentTypeText>;
  check_number: string;
  check_date: IsoDate;
  check_deposit_date: IsoDate | null;
  posting_date: IsoDate;
  note: string;
}

type Path = keyof Fields;
type Report = PassReport<Path>;

function idField(label: string) {
  return z.union([z.number(), z.string().trim().min(1, messages.required(label))]).pipe(IdFieldSchema);
}

function amountFieldOf() {
  return moneyText({
    required: messages.required(F.amountReceived),
    invalid: messages.form.moneyFormat(F.amountReceived),
    min: '0.01',
    below: W.amountPositive,
    above: messages.common.outOfRange,
  });
}

const amountField = moneyText({
  required: messages.required(F.amountReceived),
  invalid: messages.form.moneyFormat(F.amountReceived),
  min: '0.01',
  below: W.amountPositive,
  above: messages.common.outOfRange,
});

const noteField = requiredText(F.comments, textLimits.unappliedCashComments);

function checkEntry(values: Fields, report: Report): UnappliedCashEntry | null {
  let valid = true;
  const fail: Report = (path, message) => {
    valid = false;
    report(path, message);
  };
  const prospectId = readField(idField(F.clientName), values.prospect_id, 'prospect_id', fail);
  const debtorId = readField(idField(F.debtorName), values.debtor_id, 'debtor_id', fail);
  const amount = readField(amountField, values.amount, 'amount', fail);
  const postingDate = readField(pickerDate(L.postingDate), values.posting_date, 'posting_date', fail);
  const note = readField(noteField, values.note, 'note', fail);
  const paymentType = values.payment_type ?? null;
  if (paymentType === null) fail('payment_type', messages.required(L.paymentType));
  if (paymentType === null) return null;

  const labels = paymentFieldLabels(paymentType);
  const number = readField(
    requiredText(labels.number, textLimits.paymentNumber).regex(
      lettersAndDigits,
      W.lettersAndDigits(labels.number),
    ),
    values.check_number,
    'check_number',
    fail,
  );
  const paymentDate = readField(pickerDate(labels.paymentDate), values.check_date, 'check_date', fail);
  const depositDate =
    labels.depositDate === null
      ? null
      : readField(pickerDate(labels.depositDate), values.check_deposit_date, 'check_deposit_date', fail);
  if (labels.depositDate !== null) {
    reportIfBefore(
      depositDate,
      paymentDate,
      'check_deposit_date',
      W.notBefore(labels.depositDate, labels.paymentDate),
      fail,
    );
  }
  const arrival = depositDateRequired(paymentType) ? depositDate : paymentDate;
  reportIfBefore(
    postingDate,
    arrival,
    'posting_date',
    W.notBefore(L.postingDate, labels.depositDate ?? labels.paymentDate),
    fail,
  );

  if (!valid || prospectId === null || debtorId === null || amount === null) return null;
  if (number === null || paymentDate === null || postingDate === null || note === null) return null;
  return {
    prospect_id: prospectId,
    debtor_id: debtorId,
    amount,
    payment_type: paymentType,
    payment_type_text: paymentTypeText(paymentType),
    check_number: number,
    check_date: paymentDate,
    check_deposit_date: depositDate,
    posting_date: postingDate,
    note,
  };
}

/** The Add New UC form: its entry when every rule holds, each field's message otherwise. */
export const UnappliedCashFormSchema = UnappliedCashFieldsSchema.transform(
  (values, ctx): UnappliedCashEntry => {
    const entry = checkEntry(values, (path, message) =>
      ctx.addIssue({ code: 'custom', path: [path], message }),
    );
    return entry ?? z.NEVER;
  },
);
export type UnappliedCashFormInput = z.input<typeof UnappliedCashFormSchema>;

/** What a return pays out: a wire is reduced by the client's wire fee. */
export function returnPayout(
  amount: MoneyInput,
  paymentType: PaymentType | null,
  wireFee: MoneyInput,
): string {
  return toMoneyString(paymentType === paymentTypes.Wire ? subtractMoney(amount, wireFee) : amount);
}

/** A wire return is allowed only when the amount is above the client's wire fee. */
export function wireReturnAllowed(amount: MoneyInput, wireFee: MoneyInput): boolean {
  return compareMoney(amount, wireFee) > 0;
}

const returnAmountField = moneyText({
  required: messages.required(F.amount),
  invalid: messages.form.moneyFormat(F.amount),
  min: '0.01',
  below: W.amountPositive,
  above: messages.common.outOfRange,
});

/** Return to Debtor (spec part 2 §3 Unapplied cash return): ids, uc_released_date, amount, uc_return_payment_type. */
export const UnappliedCashReturnSchema = z.strictObject({
  ids: z.array(IdFieldSchema).min(1, messages.http.badRequest).max(1000),
  uc_released_date: z.string({ error: messages.required(F.returnDate) }).pipe(pickerDate(F.returnDate)),
  amount: returnAmountField,
  uc_return_payment_type: z
    .union([z.number(), z.string().trim()], { error: messages.required(L.paymentType) })
    .transform((value, ctx): PaymentType => {
      const n = value === '' ? NaN : Number(value);
      if (n === paymentTypes.ACH || n === paymentTypes.Check || n === paymentTypes.Wire) return n;
      ctx.addIssue({ code: 'custom', message: messages.required(L.paymentType) });
      return z.NEVER;
    }),
});
export type UnappliedCashReturnInput = z.input<typeof UnappliedCashReturnSchema>;
export type UnappliedCashReturn = z.output<typeof UnappliedCashReturnSchema>;

/**
 * Return to Debtor as the contract receives it: the amount plain decimal text, the other fields of
 * their kind; the service checks it with `UnappliedCashReturnSchema` (messages of the dialog).
 */
export const UnappliedCashReturnRequestSchema = z.strictObject({
  ids: z.array(IdSchema).min(1, messages.http.badRequest).max(1000),
  uc_released_date: TextSchema({ label: 'uc_released_date', max: 30 }).nullable().optional(),
  amount: returnAmountField,
  uc_return_payment_type: PaymentTypeTextSchema,
});

/** Adjust Unapplied Cash: to cash reserves (hold_account_status 1) or to collection (hold_account_collection_status 1). */
export const UnappliedCashAdjustSchema = z.strictObject({
  ids: z.array(IdSchema).min(1, messages.http.badRequest).max(1000),
  hold_account_status: z.union([z.literal(0), z.literal(1)]).optional(),
  hold_account_collection_status: z.union([z.literal(0), z.literal(1)]).optional(),
});
