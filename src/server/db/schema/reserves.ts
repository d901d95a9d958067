import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, linkTo, moment, money, serialId } from './columns';
import { users } from './access';
import { debtors } from './debtors';
import { chargebacks, invoices, schedules } from './invoices';
import { prospects } from './prospects';

/*
 * Reserves paid back to clients, credit requests, and the approvals of large money movements
 * (docs/decisions/0029-reserves-and-their-release.md).
 */

/**
 * A reserve release batch (spec part 2 §3, Reserve release summary): a client's released invoice
 * reserves, escrows and previous reserves, less the wire fee and the chargebacks it settles. Never
 * edited: its entry is the books' record of the payout.
 */
export const reserveReleases = pgTable(
  'reserve_releases',
  {
    ...serialId,
    prospectId: linkTo('prospect_id', () => prospects.id),
    reserveReleaseDate: date('reserve_release_date', { mode: 'string' }).notNull(),
    /** 0 ACH, 1 Check, 2 Wire. */
    paymentType: smallint('payment_type').notNull(),
    /** Σ held reserves of the batch's invoices. */
    amount: money('amount').notNull(),
    /** Σ escrows released with the batch. */
    escrowAmount: money('escrow_amount').notNull().default('0'),
    /** The client's previous reserves when released (may be negative: fees it owed). */
    previousReserves: money('previous_reserves').notNull(),
    /** Total Amount with Previous Reserves and Escrow: at most previous + amount + escrow. */
    customAmount: money('custom_amount').notNull(),
    wireFee: money('wire_fee').notNull().default('0'),
    /** Σ what was left of the chargebacks it settles. */
    cbAmount: money('cb_amount').notNull().default('0'),
    /** custom − wire fee − cb amount: what left the bank. */
    releasedAmount: money('released_amount').notNull(),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }),
    /** The maker, and the checker when the release waited for approval. */
    createdBy: uuid('created_by').references(() => users.id),
    approvedBy: uuid('approved_by').references(() => users.id),
    ...createdAt,
  },
  (t) => [
    index('reserve_releases_client_idx').on(t.prospectId, t.reserveReleaseDate, t.id),
    index('reserve_releases_date_idx').on(t.reserveReleaseDate, t.id),
    check(
      'reserve_releases_amounts',
      sql`${t.releasedAmount} >= 1 and ${t.wireFee} >= 0 and ${t.cbAmount} >= 0 and ${t.amount} >= 0
        and ${t.escrowAmount} >= 0
        and ${t.customAmount} = ${t.releasedAmount} + ${t.wireFee} + ${t.cbAmount}
        and ${t.customAmount} <= ${t.previousReserves} + ${t.amount} + ${t.escrowAmount}`,
    ),
    check('reserve_releases_payment_type', sql`${t.paymentType} in (0, 1, 2)`),
    check('reserve_releases_checker', sql`${t.approvedBy} is null or ${t.approvedBy} <> ${t.createdBy}`),
  ],
);

/** An invoice whose held reserve a release paid: once, ever (the unique index). */
export const reserveReleaseInvoices = pgTable(
  'reserve_release_invoices',
  {
    ...serialId,
    releaseId: linkTo('release_id', () => reserveReleases.id),
    invoiceId: linkTo('invoice_id', () => invoices.id),
    /** invoice − advance − discount fees, as released. */
    reserveAmount: money('reserve_amount').notNull(),
  },
  (t) => [
    uniqueIndex('reserve_release_invoices_invoice_idx').on(t.invoiceId),
    index('reserve_release_invoices_release_idx').on(t.releaseId),
  ],
);

/** An invoice's escrow a release paid, whole and once. */
export const reserveReleaseEscrows = pgTable(
  'reserve_release_escrows',
  {
    ...serialId,
    releaseId: linkTo('release_id', () => reserveReleases.id),
    invoiceId: linkTo('invoice_id', () => invoices.id),
    amount: money('amount').notNull(),
  },
  (t) => [
    uniqueIndex('reserve_release_escrows_invoice_idx').on(t.invoiceId),
    index('reserve_release_escrows_release_idx').on(t.releaseId),
    check('reserve_release_escrows_amount', sql`${t.amount} > 0`),
  ],
);

/** A chargeback a release settled out of the payout, whole and once. */
export const reserveReleaseChargebacks = pgTable(
  'reserve_release_chargebacks',
  {
    ...serialId,
    releaseId: linkTo('release_id', () => reserveReleases.id),
    chargebackId: linkTo('chargeback_id', () => chargebacks.id),
    amount: money('amount').notNull(),
  },
  (t) => [
    uniqueIndex('reserve_release_chargebacks_chargeback_idx').on(t.chargebackId),
    index('reserve_release_chargebacks_release_idx').on(t.releaseId),
    check('reserve_release_chargebacks_amount', sql`${t.amount} > 0`),
  ],
);

/** Credit request statuses (spec part 2 §9: 1 approve, 2 deny; 0 while pending). */
export const creditRequestStatus = { pending: 0, approved: 1, denied: 2 } as const;

/**
 * A request to raise a client's active credit limit (no debtor) or a client–debtor pair's weekly
 * limit (spec part 2 §3, Credit request). Moves no money.
 */
export const creditRequests = pgTable(
  'credit_requests',
  {
    ...serialId,
    prospectId: linkTo('prospect_id', () => prospects.id),
    /** Set for a debtor request. */
    debtorId: integer('debtor_id').references(() => debtors.id),
    requestedAmount: money('requested_amount').notNull(),
    /** The limit being raised when asked (client: active credit limit; debtor: the pair's weekly limit). */
    currentCreditLimit: money('current_credit_limit').notNull(),
    /** The client's active credit limit when asked. */
    clientActiveCreditLimit: money('client_active_credit_limit').notNull(),
    /** The limit once raised: current + requested, as of the decision when approved. */
    newLimitAmount: money('new_limit_amount'),
    /** 0 pending, 1 approved, 2 denied. */
    status: smallint('status').notNull().default(0),
    actionDate: moment('action_date'),
    actionBy: uuid('action_by').references(() => users.id),
    createdBy: uuid('created_by').references(() => users.id),
    /** Client and debtor names, lowercased: the list's search. */
    searchText: text('search_text').notNull().default(''),
    ...createdAt,
    deletedAt: moment('deleted_at'),
  },
  (t) => [
    index('credit_requests_kind_idx').on(sql`(${t.debtorId} is null)`, t.createdAt, t.id),
    index('credit_requests_client_idx').on(t.prospectId, t.createdAt, t.id),
    index('credit_requests_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('credit_requests_amount', sql`${t.requestedAmount} > 0 and ${t.requestedAmount} <= 99999999.99`),
    check('credit_requests_status_known', sql`${t.status} in (0, 1, 2)`),
    check('credit_requests_decided', sql`(${t.status} = 0) = (${t.actionDate} is null)`),
  ],
);

/** Money approval statuses: waiting for a checker, approved (posted), rejected. */
export const moneyApprovalStatus = { waiting: 0, approved: 1, rejected: 2 } as const;

/**
 * A release or a payment above the approval threshold, waiting for a second staff member
 * (docs/decisions/0029, a second pair of eyes). The request is kept as sent and run again when
 * approved.
 */
export const moneyApprovals = pgTable(
  'money_approvals',
  {
    ...serialId,
    /** 'reserve_release' or 'schedule_payment'. */
    kind: text('kind').notNull(),
    prospectId: linkTo('prospect_id', () => prospects.id),
    /** The schedule a payment is for. */
    scheduleId: integer('schedule_id').references(() => schedules.id),
    /** What is compared with the threshold: a payment's amount, a release's released amount. */
    amount: money('amount').notNull(),
    request: jsonb('request').notNull(),
    /** 0 waiting, 1 approved, 2 rejected. */
    status: smallint('status').notNull().default(0),
    madeBy: uuid('made_by')
      .notNull()
      .references(() => users.id),
    ...createdAt,
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: moment('decided_at'),
    decisionNote: text('decision_note').notNull().default(''),
    /** The release or payment the approval posted. */
    resultId: integer('result_id'),
  },
  (t) => [
    index('money_approvals_status_idx').on(t.status, t.createdAt, t.id),
    // A client has one release waiting at a time, a schedule one payment: what they hold is theirs.
    uniqueIndex('money_approvals_waiting_release_idx')
      .on(t.prospectId)
      .where(sql`${t.status} = 0 and ${t.kind} = 'reserve_release'`),
    uniqueIndex('money_approvals_waiting_payment_idx')
      .on(t.scheduleId)
      .where(sql`${t.status} = 0 and ${t.kind} = 'schedule_payment'`),
    check('money_approvals_kind', sql`${t.kind} in ('reserve_release', 'schedule_payment')`),
    check('money_approvals_status_known', sql`${t.status} in (0, 1, 2)`),
    check('money_approvals_four_eyes', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.madeBy}`),
    check('money_approvals_decided', sql`(${t.status} = 0) = (${t.decidedAt} is null)`),
  ],
);
