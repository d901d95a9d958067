import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, linkTo, moment, money, serialId, timestamps } from './columns';
import { users } from './access';
import { debtors } from './debtors';
import { prospects } from './prospects';

/**
 * Schedules of assignment (spec part 2 §3 Schedule): a client's batch of invoices, verified, then
 * funded by one or more payments. `schedule_no` is the client's own number (1–6 digits).
 */
export const schedules = pgTable(
  'schedules',
  {
    ...serialId,
    prospectId: linkTo('prospect_id', () => prospects.id),
    scheduleNo: integer('schedule_no').notNull(),
    /** Set by the first payment; a schedule with a fund date is funded. */
    scheduleFundDate: date('schedule_fund_date', { mode: 'string' }),
    verifiedAt: moment('verified_at'),
    verifiedBy: uuid('verified_by').references(() => users.id),
    /** Chargebacks chosen at verification, settled against the payout. */
    cbAmount: money('cb_amount').notNull().default('0'),
    /** What is still to be paid out on the schedule (Advances Payable for it). */
    remainingAmount: money('remaining_amount').notNull().default('0'),
    /**
     * Net funding (Σ advances of the live invoices), their count, and Σ of the payments that stand:
     * kept by the database's triggers on invoices and schedule_payments (drizzle/0012), so the
     * lists search and sort them by index instead of summing every schedule's rows.
     */
    totalAmount: numeric('total_amount', { precision: 16, scale: 2 }).notNull().default('0'),
    invoicesCount: integer('invoices_count').notNull().default(0),
    paidAmount: numeric('paid_amount', { precision: 16, scale: 2 }).notNull().default('0'),
    createdBy: uuid('created_by').references(() => users.id),
    ...timestamps,
    ...deletedAt,
  },
  (t) => [
    uniqueIndex('schedules_client_no_idx')
      .on(t.prospectId, t.scheduleNo)
      .where(sql`${t.deletedAt} is null`),
    index('schedules_created_idx').on(t.createdAt, t.id),
    index('schedules_client_created_idx').on(t.prospectId, t.createdAt, t.id),
    index('schedules_verified_idx')
      .on(t.verifiedAt, t.id)
      .where(sql`${t.verifiedAt} is not null`),
    index('schedules_fund_date_idx').on(t.scheduleFundDate, t.id),
    index('schedules_no_text_trgm_idx').using('gin', sql`(${t.scheduleNo}::text) gin_trgm_ops`),
    index('schedules_total_idx').on(t.totalAmount, t.id),
    index('schedules_paid_idx').on(t.paidAmount, t.id),
    index('schedules_remaining_idx').on(t.remainingAmount, t.id),
    index('schedules_total_text_trgm_idx').using('gin', sql`(${t.totalAmount}::text) gin_trgm_ops`),
  ],
);

/**
 * Invoices (spec part 2 §3 Invoice): what a client sells, owed by one of its debtors. The terms
 * (advance %, net term) are copied from the client's signed term sheet when the invoice is made.
 */
export const invoices = pgTable(
  'invoices',
  {
    ...serialId,
    prospectId: linkTo('prospect_id', () => prospects.id),
    debtorId: linkTo('debtor_id', () => debtors.id),
    scheduleId: integer('schedule_id').references(() => schedules.id),
    /** Digits, up to 6; a zero-funding re-issue carries a dash suffix ('123456-1'). */
    invoiceNo: text('invoice_no').notNull(),
    invoiceAmount: money('invoice_amount').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    /** The net invoice term in days (the spec stores it as discount_days). */
    discountDays: smallint('discount_days').notNull(),
    invoiceDueDate: date('invoice_due_date', { mode: 'string' }).notNull(),
    advancePercentage: numeric('advance_percentage', { precision: 5, scale: 2 }).notNull(),
    advanceAmount: money('advance_amount').notNull(),
    /** Withheld at funding by the term sheet's escrow %, held until released. */
    escrowAmount: money('escrow_amount').notNull().default('0'),
    /** 1 pending, 2 approved, 3 declined (invoice_status). */
    status: smallint('status').notNull().default(1),
    /** 0 ACH, 1 Check, 2 Wire (payment_type); a new invoice defaults to Wire. */
    paymentType: smallint('payment_type').notNull().default(2),
    tentativePaymentMode: text('tentative_payment_mode').notNull().default(''),
    commitmentDate: date('commitment_date', { mode: 'string' }),
    /** E-mails of the debtor contacts the invoice goes to. */
    debtorContact: jsonb('debtor_contact').$type<string[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    /** Set when the invoice is bought (its schedule's payment funds it). */
    fundingDate: date('funding_date', { mode: 'string' }),
    /**
     * Set when its schedule is verified with it; an edit, a move to another schedule or Revert
     * Verification clears it. A debtor's approval leaves it (it does not change what was verified).
     */
    verifiedAt: moment('verified_at'),
    /** Unapplied cash held against the invoice, and its hold-account state (part 2 §4). */
    uc: money('uc').notNull().default('0'),
    holdAccountStatus: smallint('hold_account_status').notNull().default(0),
    /**
     * What came back (docs/decisions/0028-cash-comes-back.md): collections applied to the receivable,
     * the discount fees they earned, and the balance charged back. The receivable still open is
     * invoice_amount − collected_amount − chargeback_amount, never below zero (the database checks).
     */
    collectedAmount: money('collected_amount').notNull().default('0'),
    discountFeeAmount: money('discount_fee_amount').notNull().default('0'),
    chargebackAmount: money('chargeback_amount').notNull().default('0'),
    /**
     * Reserves paid back (docs/decisions/0029-reserves-and-their-release.md): the release that paid
     * this invoice's held reserve, and how much of its escrow has been released.
     */
    reserveReleaseId: integer('reserve_release_id'),
    escrowReleasedAmount: money('escrow_released_amount').notNull().default('0'),
    createdBy: uuid('created_by').references(() => users.id),
    ...timestamps,
    ...deletedAt,
    /**
     * Kept by the database (drizzle/0013), so the list filters and searches one table by index at
     * millions of rows: `listed` while the invoice is live and neither its client nor the client's
     * hold on its debtor is terminated; `searchText` its number, client and debtor names, lowercased.
     */
    listed: boolean('listed').notNull().default(true),
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    // An invoice number names one live invoice of a client and debtor.
    uniqueIndex('invoices_number_idx')
      .on(t.prospectId, t.debtorId, t.invoiceNo)
      .where(sql`${t.deletedAt} is null`),
    index('invoices_schedule_idx').on(t.scheduleId),
    index('invoices_client_idx').on(t.prospectId, t.createdAt, t.id),
    index('invoices_debtor_idx').on(t.debtorId, t.createdAt, t.id),
    index('invoices_created_idx').on(t.createdAt, t.id),
    index('invoices_status_idx').on(t.status, t.createdAt, t.id),
    // The Cash Reserves and Escrow Reserves cards read funded invoices with something still held.
    index('invoices_reserves_held_idx')
      .on(t.fundingDate, t.id)
      .where(sql`${t.fundingDate} is not null and ${t.reserveReleaseId} is null and ${t.deletedAt} is null`),
    index('invoices_escrow_held_idx')
      .on(t.fundingDate, t.id)
      .where(
        sql`${t.fundingDate} is not null and ${t.escrowAmount} > ${t.escrowReleasedAmount} and ${t.deletedAt} is null`,
      ),
    index('invoices_reserve_release_idx').on(t.reserveReleaseId),
    // A status filter within one client's or one debtor's invoices.
    index('invoices_client_status_idx').on(t.prospectId, t.status, t.createdAt, t.id),
    index('invoices_debtor_status_idx').on(t.debtorId, t.status, t.createdAt, t.id),
    // The list's sorts.
    index('invoices_no_idx').on(t.invoiceNo, t.id),
    index('invoices_date_idx').on(t.invoiceDate, t.id),
    index('invoices_due_date_idx').on(t.invoiceDueDate, t.id),
    index('invoices_amount_idx').on(t.invoiceAmount, t.id),
    index('invoices_funding_date_idx').on(t.fundingDate, t.id),
    index('invoices_no_trgm_idx').using('gin', sql`${t.invoiceNo} gin_trgm_ops`),
    // The list as most open it: listed invoices, newest first, within a client or a debtor or all.
    index('invoices_listed_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.listed}`),
    index('invoices_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // A collection's open invoices of one pair, and the chargeback job's funded open invoices.
    index('invoices_open_receivable_idx')
      .on(t.prospectId, t.debtorId, t.fundingDate, t.id)
      .where(openReceivable(t)),
    index('invoices_open_by_funding_idx').on(t.fundingDate, t.id).where(openReceivable(t)),
    // The double-pledge check: one debtor's invoices by number, and by amount and date.
    index('invoices_debtor_number_idx')
      .on(t.debtorId, sql`split_part(${t.invoiceNo}, '-', 1)`)
      .where(sql`${t.deletedAt} is null`),
    index('invoices_debtor_amount_date_idx')
      .on(t.debtorId, t.invoiceAmount, t.invoiceDate)
      .where(sql`${t.deletedAt} is null`),
    check(
      'invoices_receivable_not_negative',
      sql`${t.collectedAmount} >= 0 and ${t.chargebackAmount} >= 0 and ${t.discountFeeAmount} >= 0 and ${t.collectedAmount} + ${t.chargebackAmount} <= ${t.invoiceAmount}`,
    ),
    check(
      'invoices_escrow_released',
      sql`${t.escrowReleasedAmount} >= 0 and ${t.escrowReleasedAmount} <= ${t.escrowAmount}`,
    ),
  ],
);

/** A funded, live invoice with part of its receivable still open. */
function openReceivable(t: {
  fundingDate: AnyPgColumn;
  deletedAt: AnyPgColumn;
  collectedAmount: AnyPgColumn;
  chargebackAmount: AnyPgColumn;
  invoiceAmount: AnyPgColumn;
}) {
  return sql`${t.fundingDate} is not null and ${t.deletedAt} is null and ${t.collectedAmount} + ${t.chargebackAmount} < ${t.invoiceAmount}`;
}

export const invoiceAttachments = pgTable(
  'invoice_attachments',
  {
    ...serialId,
    invoiceId: linkTo('invoice_id', () => invoices.id, 'cascade'),
    path: text('path').notNull().unique(),
    contentType: text('content_type').notNull(),
    ...createdAt,
  },
  (t) => [index('invoice_attachments_invoice_idx').on(t.invoiceId)],
);

/**
 * Payments of a schedule (spec part 2 §3 Payment). Each posts one journal entry; Revert Funding
 * posts its contra entry and marks the payment reversed.
 */
export const schedulePayments = pgTable(
  'schedule_payments',
  {
    ...serialId,
    scheduleId: linkTo('schedule_id', () => schedules.id),
    /** 0 ACH, 1 Check, 2 Wire. */
    paymentType: smallint('payment_type').notNull(),
    /** Routing, check or transaction number by payment type. */
    transactionNumber: text('transaction_number').notNull(),
    scheduleFundDate: date('schedule_fund_date', { mode: 'string' }).notNull(),
    /** The ACH, check or wire date. */
    checkDate: date('check_date', { mode: 'string' }).notNull(),
    checkDepositDate: date('check_deposit_date', { mode: 'string' }),
    postingDate: date('posting_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    wireFee: money('wire_fee').notNull().default('0'),
    /** amount − wire fee: what left the bank. */
    paidAmount: money('paid_amount').notNull(),
    /** Invoices this payment bought (the first payment buys the schedule's verified ones). */
    invoiceIds: jsonb('invoice_ids').$type<number[]>().notNull().default([]),
    journalEntryId: integer('journal_entry_id'),
    reversedAt: moment('reversed_at'),
    createdBy: uuid('created_by').references(() => users.id),
    /** The second staff member who approved it, when it was above the approval threshold (0029). */
    approvedBy: uuid('approved_by').references(() => users.id),
    ...createdAt,
  },
  (t) => [index('schedule_payments_schedule_idx').on(t.scheduleId, t.createdAt)],
);

/**
 * Chargebacks (spec part 2 §3 Chargeback row): an invoice's unpaid balance moved back to its
 * client. Verification may choose open ones to settle against the schedule's payout.
 */
export const chargebacks = pgTable(
  'chargebacks',
  {
    ...serialId,
    invoiceId: linkTo('invoice_id', () => invoices.id),
    prospectId: linkTo('prospect_id', () => prospects.id),
    cb: money('cb').notNull(),
    adjustedCb: money('adjusted_cb'),
    actualCb: money('actual_cb').notNull(),
    /** 0 open, 1 fully settled, 2 partially settled (chargeback_adjust). */
    chargeBackSettled: smallint('charge_back_settled').notNull().default(0),
    /** The schedule whose verification chose it, until funding settles it. */
    settledByScheduleId: integer('settled_by_schedule_id').references(() => schedules.id),
    /** The day it was raised (the job's as-of date), and its debtor (the invoice's). */
    chargebackDate: date('chargeback_date', { mode: 'string' }),
    debtorId: integer('debtor_id').references(() => debtors.id),
    /** The term sheet's chargeback fee charged when raised, and the per-day fees accrued since. */
    cbFee: money('cb_fee').notNull().default('0'),
    perDayFees: money('per_day_fees').notNull().default('0'),
    /** The last day per-day fees were accrued for: a second run the same day accrues nothing. */
    feesAccruedThrough: date('fees_accrued_through', { mode: 'string' }),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }),
    ...createdAt,
    ...deletedAt,
  },
  (t) => [
    // One live chargeback per invoice: the job run twice raises it once.
    uniqueIndex('chargebacks_live_invoice_idx')
      .on(t.invoiceId)
      .where(sql`${t.deletedAt} is null`),
    index('chargebacks_created_idx').on(t.createdAt, t.id),
    index('chargebacks_open_idx')
      .on(t.chargebackDate, t.id)
      .where(sql`${t.deletedAt} is null and ${t.chargeBackSettled} <> 1`),
    check(
      'chargebacks_amounts',
      sql`${t.cb} > 0 and (${t.adjustedCb} is null or (${t.adjustedCb} >= 0 and ${t.adjustedCb} <= ${t.cb}))`,
    ),
    check('chargebacks_settled_known', sql`${t.chargeBackSettled} in (0, 1, 2)`),
    index('chargebacks_client_idx').on(t.prospectId, t.chargeBackSettled),
    index('chargebacks_invoice_idx').on(t.invoiceId),
    index('chargebacks_settled_by_schedule_idx').on(t.settledByScheduleId),
  ],
);
