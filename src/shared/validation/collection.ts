import { z } from 'zod';
import { textLimits, type PaymentType } from '../constants';
import { compareIsoDates, formatUsDate, type IsoDate } from '../dates';
import { messages } from '../messages';
import { depositDateRequired, paymentFieldLabels } from '../schedulePayment';
import { lettersAndDigits, requiredDate } from './application/businessInformation';
import { chosenId } from './invoiceRow';
import { moneyText, moneyTextMeta } from '../contract/money';
import { IdSchema } from '../contract/endpoint';
import { TextSchema } from '../contract/text';
import { requiredText } from './userForm';
import { readField, reportIfBefore, type Report } from './fieldPass';
import type { CollectionRow, CollectionType } from '../collectionRules';

/**
 * Add New Collection as the server receives it (spec part 2 §7 Collections, multipart with the
 * check image): the fields arrive as text and are read here into the payload the save posts, with
 * the payment fields' rules (docs/decisions/0028 "Collections", Dates). The rules that need the
 * rows' balances and the pair's unapplied cash are `collectionProblems` of ../collectionRules,
 * which the server applies again under its locks.
 */

const M = messages.collection;
const L = messages.funding.workflows.labels;
const W = messages.funding.workflows;

/** The most a collection note holds (spec: note ≤ 150). */
export const collectionNoteMax = 150;

function money(label: string) {
  return moneyText({
    required: messages.required(label),
    invalid: messages.form.moneyFormat(label),
    above: messages.common.outOfRange,
  });
}

/** A money field that may be blank: blank reads as 0. */
function moneyOrZero(label: string) {
  return z
    .string({ error: messages.form.moneyFormat(label) })
    .nullable()
    .optional()
    .transform((text) => (text === undefined || text === null || text === '' ? '0' : text))
    .pipe(money(label))
    .meta(moneyTextMeta);
}

/** A choice sent as text (multipart) or as a number (JSON). */
function choiceOf<const T extends number>(values: readonly T[], message: string) {
  const texts = values.map(String) as [string, ...string[]];
  return z
    .union([z.enum(texts), ...values.map((value) => z.literal(value))], { error: message })
    .transform((value) => Number(value) as T);
}

const CollectionTypeSchema = choiceOf<CollectionType>([1, 2, 3], messages.http.badRequest);
const PaymentTypeSchema = choiceOf<PaymentType>([0, 1, 2], messages.required(L.paymentType));

/** One chosen row as the request carries it. */
export const CollectionRowInputSchema = z.strictObject({
  id: IdSchema,
  kind: z.enum(['invoice', 'chargeback']),
  collected_amount: moneyOrZero('Amount'),
  uc: moneyOrZero('UC'),
  move_to_cb: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1),
});
export type CollectionRowInput = z.output<typeof CollectionRowInputSchema>;

/** The rows as JSON text (multipart) or as an array; none sent is none selected, which the rules refuse. */
const RowsSchema = z
  .union([z.string().max(200_000), z.array(z.unknown()).max(1000)], { error: M.selectAtLeastOne })
  .transform((value, ctx): unknown => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: messages.http.badRequest });
      return z.NEVER;
    }
  })
  .pipe(z.array(CollectionRowInputSchema, { error: messages.http.badRequest }).max(1000))
  .default([]);

/**
 * A payment field the pass below reads with its label by payment type: present in every form
 * (blank or null when empty), bounded and one line; its format told to the API's readers.
 */
const paymentText = (name: string, meta: { format?: string; pattern?: string }) =>
  TextSchema({ label: name, max: 100 }).meta(meta).nullable();

/** The fields as the form sends them. */
export const CollectionSaveFieldsSchema = z.strictObject({
  prospect_id: chosenId(messages.required('Client Name')),
  debtor_id: chosenId(messages.required('Debtor Name')),
  collection_type: CollectionTypeSchema,
  amount: moneyOrZero(L.amount),
  cb_amount: moneyOrZero('Chargebacks Amount'),
  total_amount: moneyOrZero('Total Amount'),
  uc_collected: moneyOrZero('UC Collected'),
  payment_type: PaymentTypeSchema,
  check_number: paymentText('check_number', { pattern: '^[A-Za-z0-9]{1,20}$' }),
  check_date: paymentText('check_date', { format: 'date' }),
  /** Blank for a wire. */
  check_deposit_date: paymentText('check_deposit_date', { format: 'date' }),
  posting_date: paymentText('posting_date', { format: 'date' }),
  notes: TextSchema({ label: M.notes, max: collectionNoteMax }).nullable().optional(),
  invoices: RowsSchema,
});

/** The collection payload the save posts. */
export interface CollectionSave {
  prospect_id: number;
  debtor_id: number;
  collection_type: CollectionType;
  amount: string;
  cb_amount: string;
  total_amount: string;
  uc_collected: string;
  payment_type: PaymentType;
  check_number: string;
  check_date: IsoDate;
  check_deposit_date: IsoDate | null;
  posting_date: IsoDate;
  notes: string;
  invoices: CollectionRowInput[];
}

/**
 * The payment fields' rules (as Post Payment's, labelled by the payment type): the number (letters
 * and digits, at most 20), the payment date, the deposit date unless wire, deposit ≥ payment,
 * posting ≥ deposit (wire: ≥ payment), posting not in the future.
 */
export function checkCollectionPayment(
  values: z.output<typeof CollectionSaveFieldsSchema>,
  report: Report,
  /** Today as the server's clock has it; without it, the future is not checked (the server checks it). */
  today: IsoDate | null = null,
): CollectionSave | null {
  let valid = true;
  const fail: Report = (path, message) => {
    valid = false;
    report(path, message);
  };
  const labels = paymentFieldLabels(values.payment_type);
  const number = readField(
    requiredText(labels.number, textLimits.paymentNumber).regex(
      lettersAndDigits,
      W.lettersAndDigits(labels.number),
    ),
    values.check_number,
    'check_number',
    fail,
  );
  const paymentDate = readField(
    requiredDate(labels.paymentDate, 'any'),
    values.check_date,
    'check_date',
    fail,
  );
  const depositDate =
    labels.depositDate === null
      ? null
      : readField(
          requiredDate(labels.depositDate, 'any'),
          values.check_deposit_date,
          'check_deposit_date',
          fail,
        );
  const postingDate = readField(
    requiredDate(L.postingDate, 'any'),
    values.posting_date,
    'posting_date',
    fail,
  );
  if (labels.depositDate !== null) {
    reportIfBefore(
      depositDate,
      paymentDate,
      'check_deposit_date',
      W.notBefore(labels.depositDate, labels.paymentDate),
      fail,
    );
  }
  const arrival = depositDateRequired(values.payment_type) ? depositDate : paymentDate;
  reportIfBefore(
    postingDate,
    arrival,
    'posting_date',
    W.notBefore(L.postingDate, labels.depositDate ?? labels.paymentDate),
    fail,
  );
  if (postingDate !== null && today !== null && compareIsoDates(postingDate, today) > 0)
    fail('posting_date', M.postingInFuture);
  if (!valid || number === null || paymentDate === null || postingDate === null) return null;
  return {
    prospect_id: values.prospect_id,
    debtor_id: values.debtor_id,
    collection_type: values.collection_type,
    amount: values.amount,
    cb_amount: values.cb_amount,
    total_amount: values.total_amount,
    uc_collected: values.uc_collected,
    payment_type: values.payment_type,
    check_number: number,
    check_date: paymentDate,
    check_deposit_date: depositDate,
    posting_date: postingDate,
    notes: values.notes ?? '',
    invoices: values.invoices,
  };
}

/** The request as the contract receives it: the fields read, the payment rules applied. */
export const CollectionSaveSchema = CollectionSaveFieldsSchema.transform((values, ctx): CollectionSave => {
  const save = checkCollectionPayment(values, (path, message) =>
    ctx.addIssue({ code: 'custom', path: [path], message }),
  );
  return save ?? z.NEVER;
});
export type CollectionSaveInput = z.input<typeof CollectionSaveSchema>;

/** Posting may not be before the funding date of any chosen invoice. */
export function postingBeforeFunding(
  postingDate: IsoDate,
  fundingDates: readonly (IsoDate | null)[],
): string | null {
  const latest = fundingDates
    .filter((date): date is IsoDate => date !== null)
    .reduce<IsoDate | null>(
      (max, date) => (max === null || compareIsoDates(date, max) > 0 ? date : max),
      null,
    );
  return latest !== null && compareIsoDates(postingDate, latest) < 0
    ? M.postingBeforeFunding(formatUsDate(latest))
    : null;
}

/** A chosen row with its balance, as the rules read it. */
export function ruleRowOf(row: CollectionRowInput, invoiceNo: string, balance: string): CollectionRow {
  return { ...row, invoice_no: invoiceNo, balance };
}

/** Collection Notes: Add Note. */
export const CollectionNoteSchema = z.strictObject({
  collection_id: IdSchema,
  note: TextSchema({ label: M.notes, max: collectionNoteMax, required: M.addNoteRequired }),
});
