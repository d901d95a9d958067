import { z } from 'zod';
import { paymentTypes } from '../constants';
import { PostPaymentSchema } from '../validation/postPayment';
import {
  pageOf,
  DateText,
  defineEndpoint,
  IdSchema,
  MoneyText,
  MessageAnswerSchema,
  SearchPageFields,
  sortFields,
  FlagSchema,
  IdRequestSchema,
  answerWith,
  idRequest,
} from './endpoint';

/**
 * The money flow of a schedule (spec part 2 §4 Schedule lifecycle, §7 Schedules): Verify Schedule,
 * Delete Schedule and Download as PDF on the schedule list, then the Schedule of Funding with its
 * payments and reverts. Every call that moves money posts to the books in the same transaction
 * (docs/decisions/0006-the-books.md); Post Payment honours an Idempotency-Key.
 */

/** A chargeback the funding may settle (spec part 2 §3, Chargeback row). */
export const ChargebackRowSchema = z.object({
  id: z.number().int(),
  invoice_no: z.string().nullable(),
  schedule_no: z.number().int().nullable(),
  cb: MoneyText,
  /** What is left to settle after earlier adjustments; null when never adjusted. */
  adjusted_cb: MoneyText.nullable(),
  actual_cb: MoneyText.nullable(),
  invoice_amount: MoneyText,
  charge_back_settled: z.number().int(),
  legal_name: z.string(),
});
export type FundingChargeback = z.infer<typeof ChargebackRowSchema>;

/** An invoice of a schedule being deleted, with the schedule it may move to (spec part 2 §3, Schedule invoice). */
export const ReassignedInvoiceSchema = z.object({
  invoice_id: z.number().int(),
  invoice_no: z.string(),
  legal_name: z.string(),
  invoice_amount: MoneyText,
});

export const TargetScheduleSchema = z.object({
  id: z.number().int(),
  schedule_no: z.number().int(),
  invoicesCount: z.number().int(),
});

/** Invoice id → target schedule id, -1 for New Schedule. */
const ScheduleInvoiceTargetsSchema = z.record(
  z.string().regex(/^\d{1,10}$/),
  z
    .number()
    .int()
    .min(-1)
    .refine((id) => id !== 0),
);

export const fundingSortColumns = [
  'schedule_no',
  'client_name',
  'total_amount',
  'remaining_amount',
  'paid_amount',
  'schedule_fund_date',
  'verified_at',
] as const;
export type FundingSortColumn = (typeof fundingSortColumns)[number];

/** A verified schedule as the Schedule of Funding lists it (spec part 2 §3, Schedule). */
export const FundingScheduleSchema = z.object({
  id: z.number().int(),
  prospect_id: z.number().int(),
  schedule_no: z.number().int(),
  company_business_name: z.string(),
  /** Net funding: the advances of the schedule's invoices. */
  total_amount: MoneyText,
  /** Chargebacks chosen at verification, settled against the payout. */
  cb_amount: MoneyText,
  /** Paid to the client so far (payments not reversed). */
  paid_amount: MoneyText,
  /** Still to be paid to the client. */
  remaining_amount: MoneyText,
  invoicesCount: z.number().int(),
  schedule_fund_date: DateText,
  verified_at: z.string().nullable(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
  is_terminated: z.boolean(),
});
export type FundingSchedule = z.infer<typeof FundingScheduleSchema>;

/** An invoice of the schedule in the detail dialog (spec part 2 §3, Schedule invoice). */
export const FundingInvoiceSchema = ReassignedInvoiceSchema.extend({
  advance_amount: MoneyText,
  escrow_amount: MoneyText,
  net_invoice_term: z.number().int(),
  invoice_date: z.string(),
  invoice_due_date: z.string(),
  funding_date: DateText,
});
export type FundingInvoice = z.infer<typeof FundingInvoiceSchema>;

/** A posted payment (spec part 2 §3, Payment); a reversed one keeps its row with `reversed_at`. */
export const PaymentSchema = z.object({
  id: z.number().int(),
  schedule_id: z.number().int(),
  payment_type: z.union([
    z.literal(paymentTypes.ACH),
    z.literal(paymentTypes.Check),
    z.literal(paymentTypes.Wire),
  ]),
  payment_type_text: z.string(),
  transaction_number: z.string(),
  schedule_fund_date: z.string(),
  check_date: z.string(),
  check_deposit_date: DateText,
  posting_date: z.string(),
  amount: MoneyText,
  wire_fee: MoneyText,
  paid_amount: MoneyText,
  /** The invoices this payment bought. */
  invoice_ids: z.array(z.number().int()),
  reversed_at: z.string().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** One line of a journal entry: an account of the books debited or credited. */
export const JournalLineSchema = z.object({
  /** The account's printed code with its sub-ledger, e.g. '1200-C42-D7'. */
  account_code: z.string(),
  account_name: z.string(),
  memo: z.string(),
  /** The line's side carries the amount, the other side "0.00". */
  debit: MoneyText,
  credit: MoneyText,
});
export type JournalLine = z.infer<typeof JournalLineSchema>;

/** A posted journal entry of the books (docs/decisions/0006-the-books.md), its lines in posting order. */
export const JournalEntrySchema = z.object({
  id: z.number().int(),
  /** The business date of the movement, 'YYYY-MM-DD'. */
  entry_date: z.string(),
  memo: z.string(),
  lines: z.array(JournalLineSchema),
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

/**
 * What one payment came to for the client, read from the entry it posted: the client's own
 * statement, in its words, with none of the factor's accounts.
 */
export const PaymentStatementSchema = z.object({
  /** Face value of the invoices the payment bought. */
  bought: MoneyText,
  /** Their advances, owed to the client. */
  advanced: MoneyText,
  /** The rest of their face value, held in reserve for the client. */
  held_in_reserve: MoneyText,
  /** Escrow withheld from the payout. */
  escrow_withheld: MoneyText,
  /** The client's chargebacks settled against the payout. */
  chargebacks_settled: MoneyText,
  /** Fees taken from the payment (the wire fee). */
  fees: MoneyText,
  /** What reached the client's bank. */
  paid_out: MoneyText,
});
export type PaymentStatement = z.infer<typeof PaymentStatementSchema>;

/** A payment as a client user's Show Payment lists it: with its statement, never the books' entries. */
export const ClientPaymentSchema = PaymentSchema.extend({
  /** Null only for a payment stored without an entry (every payment posts one today). */
  statement: PaymentStatementSchema.nullable(),
});
export type ClientPayment = z.infer<typeof ClientPaymentSchema>;

/**
 * A payment as staff's Show Payment lists it: with the journal entry it posted and, once Revert
 * Funding reversed it, the contra entry; so staff see what the payment did to the books.
 */
export const PaymentWithEntriesSchema = ClientPaymentSchema.extend({
  /** Null only for a payment stored without an entry (every payment posts one today). */
  journal_entry: JournalEntrySchema.nullable(),
  reversal_entry: JournalEntrySchema.nullable(),
});
export type PaymentWithEntries = z.infer<typeof PaymentWithEntriesSchema>;

export const UnverifiedInvoiceSchema = z.object({
  id: z.number().int(),
  invoice_no: z.string(),
  invoice_amount: MoneyText,
  /**
   * What funding the invoice adds to the schedule's remaining amount: its advance less the escrow
   * withheld from it, so that the most a payment may be never pays out more than is owed.
   */
  advance_amount: MoneyText,
});

/** The schedule payment info call's answer (spec part 2 §3, Schedule payment info). */
export const PaymentInfoAnswerSchema = answerWith({
  /** The remaining amount: what is still to be paid to the client. */
  amount: MoneyText,
  paidAmount: MoneyText,
  /** What the funding pays in all: paid plus remaining. */
  requestedAmount: MoneyText,
  wireFee: MoneyText,
  latestInvoiceDate: DateText,
  isFunded: z.boolean(),
  unverified_invoices: z.array(UnverifiedInvoiceSchema),
  chargebacks: z.array(ChargebackRowSchema),
});

/** A workflow's first step: the schedule and its client. */
const ClientScheduleRequest = z.strictObject({ schedule_id: IdSchema, prospect_id: IdSchema });

export const fundingEndpoints = {
  checkChargebacks: defineEndpoint({
    path: 'schedule/check_chargebacks',
    tag: 'schedule workflows',
    summary:
      "Verify Schedule, first step: the client's open chargebacks with their settlement amounts, and the schedule total (its advances less escrow) they may not exceed",
    access: { all: ['verify_schedule'] },
    request: ClientScheduleRequest,
    response: answerWith({
      invoices: z.array(ChargebackRowSchema),
      scheduleTotalAmount: MoneyText,
    }),
  }),
  verify: defineEndpoint({
    path: 'schedule/verify',
    tag: 'schedule workflows',
    summary:
      'Verify Schedule: records the verification and the chargebacks the funding settles (posts nothing: 0006)',
    access: { all: ['verify_schedule'] },
    request: z.strictObject({ id: IdSchema, chargebacks: z.array(IdSchema).max(1000).default([]) }),
    response: MessageAnswerSchema,
  }),
  reassignment: defineEndpoint({
    path: 'schedule/reassignment',
    tag: 'schedule workflows',
    summary:
      "Delete Schedule, first step: the schedule's invoices and the client's other open schedules they may move to",
    access: { all: ['delete_schedule'] },
    request: ClientScheduleRequest,
    response: answerWith({
      invoices: z.array(ReassignedInvoiceSchema),
      schedules: z.array(TargetScheduleSchema),
    }),
  }),
  deleteSchedule: defineEndpoint({
    path: 'schedule/delete',
    tag: 'schedule workflows',
    summary:
      'Delete Schedule: moves every invoice to its target (-1: one new schedule with the next number), then deletes; refused for a funded schedule',
    access: { all: ['delete_schedule'] },
    request: z.strictObject({
      id: z.array(IdSchema).min(1).max(25),
      prospect_id: IdSchema,
      schedule_invoices: ScheduleInvoiceTargetsSchema,
    }),
    response: MessageAnswerSchema.extend({ new_schedule_id: z.number().int().nullable() }),
  }),
  download: defineEndpoint({
    path: 'schedule/download',
    tag: 'schedule workflows',
    summary: 'Download as PDF: the schedule-of-assignment document (application/pdf)',
    access: { any: ['download_schedule', 'download_schedule_of_funding'] },
    binary: true,
    request: IdRequestSchema,
    response: z.unknown(),
  }),
  fetchFunding: defineEndpoint({
    path: 'schedule/funding/fetch',
    tag: 'schedule of funding',
    summary:
      'The Schedule of Funding: verified schedules with their funding state, searched by client, schedule no and net funding',
    access: { all: ['view_schedule_of_funding'] },
    request: z.strictObject({
      ...SearchPageFields,
      ...sortFields(fundingSortColumns),
      /** Include deleted schedules and those of terminated clients (never for a client user). */
      show_all: FlagSchema.optional(),
    }),
    response: answerWith({ schedules: pageOf(FundingScheduleSchema) }),
  }),
  fundingDetail: defineEndpoint({
    path: 'schedule/funding/detail',
    tag: 'schedule of funding',
    summary: 'Schedule of Funding Detail: the schedule, its invoices and its payments',
    access: {
      all: ['view_schedule_of_funding'],
      any: ['schedule_of_funding_selection', 'schedule_selection'],
    },
    request: IdRequestSchema,
    response: answerWith({
      schedule: FundingScheduleSchema,
      invoices: z.array(FundingInvoiceSchema),
      payments: z.array(PaymentSchema),
    }),
  }),
  paymentInfo: defineEndpoint({
    path: 'schedule/payment_info',
    tag: 'schedule of funding',
    summary:
      "Post Payment, first step: the remaining amount, the wire fee of the client's terms, the latest invoice date, the unverified invoices and the chargebacks settled",
    access: { all: ['post_payment'] },
    request: IdRequestSchema,
    response: PaymentInfoAnswerSchema,
  }),
  postPayment: defineEndpoint({
    path: 'schedule/payment/save',
    tag: 'schedule of funding',
    summary:
      'Post Payment: pays the client (the first payment buys the invoices) and posts it to the books; above the approval threshold it waits for a second staff member instead (waiting_approval, approval_id); honours Idempotency-Key',
    access: { all: ['post_payment'] },
    idempotent: true,
    request: PostPaymentSchema,
    response: MessageAnswerSchema.extend({
      /** The payment posted; null while it waits for approval. */
      payment: PaymentSchema.nullable(),
      /** Above the approval threshold the payment waits for a second staff member (docs/decisions/0029). */
      waiting_approval: z.boolean().default(false),
      approval_id: z.number().int().nullable().default(null),
    }),
  }),
  payments: defineEndpoint({
    path: 'schedule/payment/fetch',
    tag: 'schedule of funding',
    summary:
      'Show Payment: the payments of a schedule, oldest first, each with its statement (bought, advanced, held in reserve, escrow, chargebacks, fees, paid out) and, for staff, the journal entry it posted and its contra entry once reversed (a client user gets its statement only)',
    access: { all: ['show_payment'] },
    request: idRequest('schedule_id'),
    response: answerWith({ payments: z.array(PaymentWithEntriesSchema) }),
    responseByParty: { client: answerWith({ payments: z.array(ClientPaymentSchema) }) },
  }),
  revertVerification: defineEndpoint({
    path: 'schedule/revert',
    tag: 'schedule of funding',
    summary: 'Revert Verification: a verified schedule without fund date and chargebacks is unverified again',
    access: { all: ['revert_verification'] },
    request: IdRequestSchema,
    response: MessageAnswerSchema,
  }),
  revertFunding: defineEndpoint({
    path: 'schedule/funded_reversal',
    tag: 'schedule of funding',
    summary:
      'Revert Funding: every payment of a funded schedule without chargebacks gets its contra entry; the invoices and the schedule are unfunded',
    access: { all: ['revert_verification'] },
    request: idRequest('schedule_id'),
    response: MessageAnswerSchema,
  }),
};
