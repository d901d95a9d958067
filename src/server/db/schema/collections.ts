import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, linkTo, moment, money, serialId, timestamps } from './columns';
import { users } from './access';
import { debtors } from './debtors';
import { chargebacks, invoices } from './invoices';
import { prospects } from './prospects';

/*
 * Cash coming back (docs/decisions/0028-cash-comes-back.md): collections with their rows and notes,
 * unapplied cash and where it went, chargeback adjustments, and the double-pledge matches. Each
 * movement of money here posts one journal entry in the same transaction.
 */

/** A debtor's payment recorded against invoices (1), chargebacks (2) or both (3). Never edited. */
export const collections = pgTable(
  'collections',
  {
    ...serialId,
    prospectId: linkTo('prospect_id', () => prospects.id),
    debtorId: linkTo('debtor_id', () => debtors.id),
    /** 1 against invoices, 2 against chargebacks, 3 both (part 2 §9). */
    collectionType: smallint('collection_type').notNull(),
    /** Cash against the invoice rows (type 2: against the chargeback rows). */
    amount: money('amount').notNull(),
    /** Type 3: cash against the chargeback rows. */
    cbAmount: money('cb_amount').notNull().default('0'),
    /** amount + cb_amount: the cash received. */
    totalAmount: money('total_amount').notNull(),
    /** Unapplied cash of the pair settled on the rows. */
    ucCollected: money('uc_collected').notNull().default('0'),
    /** 0 ACH, 1 Check, 2 Wire. */
    paymentType: smallint('payment_type').notNull(),
    /** Routing, check or transaction number by payment type. */
    checkNumber: text('check_number').notNull(),
    checkDate: date('check_date', { mode: 'string' }).notNull(),
    checkDepositDate: date('check_deposit_date', { mode: 'string' }),
    postingDate: date('posting_date', { mode: 'string' }).notNull(),
    /** The check image or remittance (FILES_DIR path). */
    checkPath: text('check_path').notNull(),
    note: text('note').notNull().default(''),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }),
    /** The collection's number, client, debtor, type and invoice numbers, lowercased: the list's search. */
    searchText: text('search_text').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id),
    ...createdAt,
  },
  (t) => [
    index('collections_created_idx').on(t.createdAt, t.id),
    index('collections_client_idx').on(t.prospectId, t.createdAt, t.id),
    index('collections_debtor_idx').on(t.debtorId, t.createdAt, t.id),
    index('collections_posting_idx').on(t.postingDate, t.id),
    index('collections_amount_idx').on(t.totalAmount, t.id),
    index('collections_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('collections_type_known', sql`${t.collectionType} in (1, 2, 3)`),
    check('collections_payment_type_known', sql`${t.paymentType} in (0, 1, 2)`),
    check(
      'collections_amounts',
      sql`${t.amount} >= 0 and ${t.cbAmount} >= 0 and ${t.ucCollected} >= 0 and ${t.totalAmount} = ${t.amount} + ${t.cbAmount} and ${t.totalAmount} + ${t.ucCollected} > 0`,
    ),
  ],
);

/**
 * One invoice or chargeback a collection settles. applied + excess = collected + uc: what is applied
 * reduces the receivable (or the chargeback); an excess over its balance is held as unapplied cash.
 */
export const collectionItems = pgTable(
  'collection_items',
  {
    ...serialId,
    collectionId: linkTo('collection_id', () => collections.id, 'cascade'),
    invoiceId: linkTo('invoice_id', () => invoices.id),
    /** Set when the row settles the invoice's chargeback rather than its receivable. */
    chargebackId: integer('chargeback_id').references(() => chargebacks.id),
    collectedAmount: money('collected_amount').notNull().default('0'),
    ucAmount: money('uc_amount').notNull().default('0'),
    appliedAmount: money('applied_amount').notNull().default('0'),
    excessAmount: money('excess_amount').notNull().default('0'),
    /** The balance before this collection, as the save found it under lock. */
    balanceBefore: money('balance_before').notNull(),
    discountFee: money('discount_fee').notNull().default('0'),
    /** Days the fee was counted over (posting − funding + clearance); null for a chargeback row. */
    feeDays: integer('fee_days'),
    moveToCb: boolean('move_to_cb').notNull().default(false),
  },
  (t) => [
    index('collection_items_collection_idx').on(t.collectionId),
    index('collection_items_invoice_idx').on(t.invoiceId),
    index('collection_items_chargeback_idx').on(t.chargebackId),
    check(
      'collection_items_amounts',
      sql`${t.collectedAmount} >= 0 and ${t.ucAmount} >= 0 and ${t.appliedAmount} >= 0 and ${t.excessAmount} >= 0 and ${t.discountFee} >= 0 and ${t.appliedAmount} + ${t.excessAmount} = ${t.collectedAmount} + ${t.ucAmount} and ${t.appliedAmount} <= ${t.balanceBefore}`,
    ),
  ],
);

export const collectionNotes = pgTable(
  'collection_notes',
  {
    ...serialId,
    collectionId: linkTo('collection_id', () => collections.id, 'cascade'),
    note: text('note').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    ...createdAt,
  },
  (t) => [
    index('collection_notes_collection_idx').on(t.collectionId, t.createdAt),
    check('collection_notes_length', sql`char_length(${t.note}) between 1 and 150`),
  ],
);

/** unapplied_cash.status (docs/decisions/0028): where the money is now. */
export const unappliedCashStatus = {
  held: 0,
  inCollection: 1,
  movedToReserves: 2,
  released: 3,
  applied: 4,
} as const;

/**
 * Money of a debtor that matches no invoice (Add New UC, without an invoice) or is more than an
 * invoice's balance (a collection's excess, held on that invoice). `remaining` is what is still
 * unapplied: the balance of 2300 Unapplied Cash for the client is Σ remaining of the rows held or in
 * collection.
 */
export const unappliedCash = pgTable(
  'unapplied_cash',
  {
    ...serialId,
    prospectId: linkTo('prospect_id', () => prospects.id),
    debtorId: linkTo('debtor_id', () => debtors.id),
    /** The invoice an overpayment was held on; null for cash received without an invoice. */
    invoiceId: integer('invoice_id').references(() => invoices.id),
    /** The collection whose excess made it. */
    collectionId: integer('collection_id').references(() => collections.id),
    amount: money('amount').notNull(),
    remaining: money('remaining').notNull(),
    status: smallint('status').notNull().default(unappliedCashStatus.held),
    /** Cash received without an invoice: how it came (0 ACH, 1 Check, 2 Wire) and its papers. */
    paymentType: smallint('payment_type'),
    checkNumber: text('check_number'),
    checkDate: date('check_date', { mode: 'string' }),
    checkDepositDate: date('check_deposit_date', { mode: 'string' }),
    postingDate: date('posting_date', { mode: 'string' }).notNull(),
    checkPath: text('check_path'),
    note: text('note').notNull().default(''),
    /** Moved to cash reserves: when and how much. */
    reservedAt: moment('reserved_at'),
    reservedAmount: money('reserved_amount'),
    /** Returned to the debtor (Released): the return's date, payment type, wire fee and payout. */
    releasedDate: date('released_date', { mode: 'string' }),
    returnPaymentType: smallint('return_payment_type'),
    returnWireFee: money('return_wire_fee'),
    returnedAmount: money('returned_amount'),
    /** The return that released it (one return may release several rows). */
    returnId: integer('return_id'),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }),
    /** Client and debtor names, the invoice number and the check number, lowercased. */
    searchText: text('search_text').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index('unapplied_cash_pair_idx').on(t.prospectId, t.debtorId, t.status),
    index('unapplied_cash_invoice_idx').on(t.invoiceId),
    index('unapplied_cash_card_idx').on(t.status, t.createdAt, t.id),
    index('unapplied_cash_client_idx').on(t.prospectId, t.status, t.createdAt, t.id),
    index('unapplied_cash_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('unapplied_cash_status_known', sql`${t.status} in (0, 1, 2, 3, 4)`),
    check(
      'unapplied_cash_remaining',
      sql`${t.amount} > 0 and ${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`,
    ),
    // Only held or in-collection cash has anything left; moved, released or applied cash has none.
    check('unapplied_cash_closed_empty', sql`${t.status} in (0, 1) or ${t.remaining} = 0`),
  ],
);

/** A collection's use of a pool row of unapplied cash. */
export const unappliedCashApplications = pgTable(
  'unapplied_cash_applications',
  {
    ...serialId,
    unappliedCashId: linkTo('unapplied_cash_id', () => unappliedCash.id),
    collectionId: linkTo('collection_id', () => collections.id),
    invoiceId: linkTo('invoice_id', () => invoices.id),
    amount: money('amount').notNull(),
    ...createdAt,
  },
  (t) => [
    index('unapplied_cash_applications_uc_idx').on(t.unappliedCashId),
    index('unapplied_cash_applications_collection_idx').on(t.collectionId),
    check('unapplied_cash_applications_positive', sql`${t.amount} > 0`),
  ],
);

/** An Adjust Chargeback(s) of one chargeback: settled out of the client's reserve. */
export const chargebackAdjustments = pgTable(
  'chargeback_adjustments',
  {
    ...serialId,
    chargebackId: linkTo('chargeback_id', () => chargebacks.id),
    amount: money('amount').notNull(),
    /** The chargeback_adjust choice: 1 Fully Settled, 2 Partially Settled. */
    settleStatus: smallint('settle_status').notNull(),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }),
    createdBy: uuid('created_by').references(() => users.id),
    ...createdAt,
  },
  (t) => [
    index('chargeback_adjustments_chargeback_idx').on(t.chargebackId),
    check('chargeback_adjustments_positive', sql`${t.amount} > 0`),
    check('chargeback_adjustments_status_known', sql`${t.settleStatus} in (1, 2)`),
  ],
);

/**
 * The double-pledge check: another live invoice of the same debtor with the same number (before a
 * dash), or the same amount and invoice date. Staff clear a match after looking; until then the
 * invoice's schedule cannot be verified.
 */
export const pledgeMatches = pgTable(
  'pledge_matches',
  {
    ...serialId,
    invoiceId: linkTo('invoice_id', () => invoices.id, 'cascade'),
    matchedInvoiceId: linkTo('matched_invoice_id', () => invoices.id, 'cascade'),
    /** 'number' or 'amount_and_date'. */
    reason: text('reason').notNull(),
    clearedAt: moment('cleared_at'),
    clearedBy: uuid('cleared_by').references(() => users.id),
    ...createdAt,
  },
  (t) => [
    uniqueIndex('pledge_matches_pair_idx').on(t.invoiceId, t.matchedInvoiceId),
    index('pledge_matches_matched_idx').on(t.matchedInvoiceId),
    index('pledge_matches_open_idx')
      .on(t.invoiceId)
      .where(sql`${t.clearedAt} is null`),
    check('pledge_matches_reason_known', sql`${t.reason} in ('number', 'amount_and_date')`),
    check('pledge_matches_not_self', sql`${t.invoiceId} <> ${t.matchedInvoiceId}`),
  ],
);
