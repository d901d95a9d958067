import { z } from 'zod';
import { paymentTypes, textLimits, type PaymentType } from '../constants';
import { compareIsoDates, formatUsDate, type IsoDate } from '../dates';
import { messages } from '../messages';
import { compareMoney, formatUsd, toMoneyString } from '../money';
import {
  depositDateRequired,
  isWire,
  maximumPaymentAmount,
  payableAmount,
  paymentFieldLabels,
  paymentTypeText,
  wireFeeFor,
  type PaymentLimits,
} from '../schedulePayment';
import { lettersAndDigits } from './application/businessInformation';
import { IdSchema } from '../contract/endpoint';
import { moneyText, moneyTextMeta } from '../contract/money';
import { TextSchema } from '../contract/text';
import { requiredText } from './userForm';
import { pickerDate, readField, type Report as PassReport } from './fieldPass';

/**
 * The Post Payment form (spec part 2 §3 Payment, §5 Post payment), as the dialog checks it and the
 * server's Post Payment checks it again. `postPaymentSchema(limits)` adds the rules that need the
 * schedule as it stands (the most the amount may be, the wire fee of the client's terms, the
 * latest invoice date, which invoices are unverified); `PostPaymentSchema` is the request without
 * them, for the contract.
 *
 * The number field and the two dates that follow it take their labels from the payment type
 * (Routing No / ACH Date, Check No / Check Date, Transaction No / Wire Date), so the whole form is
 * checked in one pass that reports every field at once, not field by field. The answer is the
 * payment payload: dates as 'YYYY-MM-DD', money as "1234.50", and the derived fields
 * (payment_type_text, wire_fee, paid_amount, no deposit date for a wire) set here, never trusted
 * from the browser.
 */

const L = messages.funding.workflows.labels;
const W = messages.funding.workflows;
const P = messages.funding.screens.paymentColumns;

const PaymentTypeSchema = z.union(
  [z.literal(paymentTypes.ACH), z.literal(paymentTypes.Check), z.literal(paymentTypes.Wire)],
  {
    error: messages.required(L.paymentType),
  },
);

/**
 * A field whose rules the pass below applies, in one pass with the others (its label depends on
 * the payment type); bounded and one line all the same, named by its wire name.
 */
function looseText(name: string) {
  return TextSchema({ label: name, max: 100 }).nullable().optional();
}
/** Money the pass below reads, as it came (untrimmed), with the one money schema (../contract/money). */
function moneyField(label: string) {
  return z
    .string({ error: messages.form.moneyFormat(label) })
    .max(100, messages.form.moneyFormat(label))
    .nullable()
    .optional()
    .meta(moneyTextMeta);
}
const InvoiceIdsSchema = z.array(IdSchema).max(1000).default([]);

/** The fields as the form holds them; every rule is applied by `checkPayment` below. */
export const PostPaymentFieldsSchema = z.strictObject({
  schedule_id: IdSchema,
  payment_type: PaymentTypeSchema.nullable().optional(),
  /** Routing No (ACH), Check No (Check) or Transaction No (Wire). */
  transaction_number: looseText('transaction_number'),
  /** The payment date: ACH Date, Check Date or Wire Date. */
  check_date: looseText('check_date'),
  check_deposit_date: looseText('check_deposit_date'),
  schedule_fund_date: looseText('schedule_fund_date'),
  posting_date: looseText('posting_date'),
  amount: moneyField(L.amount),
  wire_fee: moneyField(L.wireFee),
  selectedUnverifiedInvoices: InvoiceIdsSchema,
  /** The unverified invoices the form offered. */
  unverifiedInvoices: InvoiceIdsSchema,
  // Derived here from the other fields; accepted so that a form echoing them is not refused.
  payment_type_text: looseText('payment_type_text'),
  paid_amount: moneyField(P.paidAmount),
});
type PostPaymentFields = z.output<typeof PostPaymentFieldsSchema>;

/** The payment payload Post Payment sends and the server posts (spec part 2 §3, Payment). */
export interface PostPayment {
  schedule_id: number;
  payment_type: PaymentType;
  payment_type_text: ReturnType<typeof paymentTypeText>;
  transaction_number: string;
  check_date: IsoDate;
  check_deposit_date: IsoDate | null;
  schedule_fund_date: IsoDate;
  posting_date: IsoDate;
  amount: string;
  wire_fee: string;
  /** What reaches the client: amount − wire fee. */
  paid_amount: string;
  selectedUnverifiedInvoices: number[];
  unverifiedInvoices: number[];
}

type IssuePath = keyof PostPaymentFields;
type Report = PassReport<IssuePath>;

function paymentNumber(label: string) {
  return requiredText(label, textLimits.paymentNumber).regex(lettersAndDigits, W.lettersAndDigits(label));
}

const amountField = moneyText({
  required: messages.required(L.amount),
  invalid: messages.form.moneyFormat(L.amount),
  min: '0.01',
  below: W.amountPositive,
  above: messages.common.outOfRange,
});

const paidAmountField = moneyText({
  required: messages.required(P.paidAmount),
  invalid: messages.form.moneyFormat(P.paidAmount),
});

const wireFeeField = moneyText({
  required: messages.required(L.wireFee),
  invalid: messages.form.moneyFormat(L.wireFee),
  above: messages.common.outOfRange,
});

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** Reports `later` when it lies before `earlier` (both known). */
function notBefore(
  later: IsoDate | null,
  earlier: IsoDate | null,
  path: IssuePath,
  message: string,
  report: Report,
): void {
  if (later !== null && earlier !== null && compareIsoDates(later, earlier) < 0) report(path, message);
}

/** Every rule of the form; the payload when they all hold, null otherwise. */
function checkPayment(
  values: PostPaymentFields,
  limits: PaymentLimits | null,
  report: Report,
): PostPayment | null {
  let valid = true;
  const fail: Report = (path, message) => {
    valid = false;
    report(path, message);
  };

  const fundDate = readField(
    pickerDate(L.scheduleFundDate),
    values.schedule_fund_date,
    'schedule_fund_date',
    fail,
  );
  const postingDate = readField(pickerDate(L.postingDate), values.posting_date, 'posting_date', fail);
  const amount = readField(amountField, values.amount, 'amount', fail);
  const paymentType = values.payment_type ?? null;
  if (paymentType === null) fail('payment_type', messages.required(L.paymentType));

  if (limits?.latestInvoiceDate) {
    notBefore(
      fundDate,
      limits.latestInvoiceDate,
      'schedule_fund_date',
      W.fundDateBeforeInvoices(formatUsDate(limits.latestInvoiceDate)),
      fail,
    );
  }

  const selected = unique(values.selectedUnverifiedInvoices);
  if (limits && selected.some((id) => !limits.unverifiedInvoices.some((invoice) => invoice.id === id))) {
    fail('selectedUnverifiedInvoices', W.unknownUnverifiedInvoice);
  }

  // The number and the dates after it are labelled by the payment type: they wait for one.
  if (paymentType === null) return null;
  const labels = paymentFieldLabels(paymentType);
  const number = readField(
    paymentNumber(labels.number),
    values.transaction_number,
    'transaction_number',
    fail,
  );
  const paymentDate = readField(pickerDate(labels.paymentDate), values.check_date, 'check_date', fail);
  const depositDate =
    labels.depositDate === null
      ? null
      : readField(pickerDate(labels.depositDate), values.check_deposit_date, 'check_deposit_date', fail);

  notBefore(paymentDate, fundDate, 'check_date', W.notBefore(labels.paymentDate, L.scheduleFundDate), fail);
  if (labels.depositDate !== null) {
    notBefore(
      depositDate,
      paymentDate,
      'check_deposit_date',
      W.notBefore(labels.depositDate, labels.paymentDate),
      fail,
    );
  }
  // Posting follows the money's arrival: the deposit, or the wire date for a wire.
  const arrival = depositDateRequired(paymentType) ? depositDate : paymentDate;
  const arrivalLabel = labels.depositDate ?? labels.paymentDate;
  notBefore(postingDate, arrival, 'posting_date', W.notBefore(L.postingDate, arrivalLabel), fail);

  const submittedWireFee = readField(wireFeeField, values.wire_fee || '0', 'wire_fee', fail);
  // Derived below; a value echoed by the form must still be an amount.
  if (values.paid_amount) readField(paidAmountField, values.paid_amount, 'paid_amount', fail);
  let wireFee = wireFeeFor(paymentType, submittedWireFee ?? '0');
  if (limits && isWire(paymentType)) {
    const termsFee = toMoneyString(limits.wireFee);
    if (values.wire_fee && submittedWireFee !== null && compareMoney(submittedWireFee, termsFee) !== 0) {
      fail('wire_fee', W.wireFeeNotTerms(formatUsd(termsFee)));
    }
    wireFee = termsFee;
  }

  if (amount !== null && limits) {
    const maximum = maximumPaymentAmount(limits, selected);
    if (compareMoney(amount, maximum) > 0) fail('amount', W.amountAboveMaximum(formatUsd(maximum)));
  }
  if (amount !== null && compareMoney(payableAmount(amount, paymentType, wireFee), '0') <= 0) {
    fail('amount', messages.funding.payableIncorrect);
  }

  if (!valid || fundDate === null || postingDate === null || amount === null) return null;
  if (number === null || paymentDate === null) return null;
  return {
    schedule_id: values.schedule_id,
    payment_type: paymentType,
    payment_type_text: paymentTypeText(paymentType),
    transaction_number: number,
    check_date: paymentDate,
    check_deposit_date: depositDate,
    schedule_fund_date: fundDate,
    posting_date: postingDate,
    amount,
    wire_fee: wireFee,
    paid_amount: payableAmount(amount, paymentType, wireFee),
    selectedUnverifiedInvoices: selected,
    unverifiedInvoices: unique(values.unverifiedInvoices),
  };
}

/** The form checked against the schedule as it stands (`limits`), or without it (null). */
export function postPaymentSchema(limits: PaymentLimits | null) {
  return PostPaymentFieldsSchema.transform((values, ctx): PostPayment => {
    const payment = checkPayment(values, limits, (path, message) =>
      ctx.addIssue({ code: 'custom', path: [path], message }),
    );
    return payment ?? z.NEVER;
  });
}

/** The request as the contract receives it; the service checks it again with the schedule's limits. */
export const PostPaymentSchema = postPaymentSchema(null);
export type PostPaymentInput = z.input<typeof PostPaymentSchema>;

/** True when the refusal is the payable rule, which the dialog shows as a toast titled Payment. */
export function isPayableRefusal(errors: Readonly<Record<string, string>>): boolean {
  return Object.values(errors).includes(messages.funding.payableIncorrect);
}
