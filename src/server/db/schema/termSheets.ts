import { boolean, index, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, linkTo, moment, money, serialId } from './columns';
import { prospects } from './prospects';

/**
 * Term sheets (spec part 3 §3 Term sheet): the terms a client is funded on. A prospect may have
 * several (each revision is a new row); the latest signed one is the client's terms, which the
 * money flows read (advance %, net term, escrow, discounts, fees, limits).
 */
export const termSheets = pgTable(
  'term_sheets',
  {
    ...serialId,
    prospectId: linkTo('prospect_id', () => prospects.id),
    factoringLimit: money('factoring_limit').notNull(),
    advancePercentage: numeric('advance_percentage', { precision: 5, scale: 2 }).notNull(),
    escrowReservePercentage: numeric('escrow_reserve_percentage', { precision: 5, scale: 2 })
      .notNull()
      .default('0'),
    recourseDays: smallint('recourse_days').notNull(),
    purchaseDiscount: numeric('purchase_discount', { precision: 5, scale: 2 }).notNull(),
    /** The net invoice term: an invoice is due invoice date + discount_days − 1 day. */
    discountDays: smallint('discount_days').notNull(),
    isIncrementalPurchaseDiscount: boolean('is_incremental_purchase_discount').notNull().default(false),
    incrementalDiscountPercentage: numeric('incremental_discount_percentage', { precision: 5, scale: 2 })
      .notNull()
      .default('0'),
    /** Fixed at 1 (spec part 3 §9). */
    incrementalDiscountDays: smallint('incremental_discount_days').notNull().default(1),
    dueDiligenceDeposit: numeric('due_deligence_deposit', { precision: 6, scale: 2 }).notNull().default('0'),
    timeLimitTerm: smallint('time_limit_term'),
    automaticMonthsRenewal: smallint('automatic_months_renewal'),
    lessThanDays: smallint('less_than_days'),
    moreThanDays: smallint('more_than_days'),
    businessDaysClearance: smallint('business_days_clearance').notNull().default(0),
    proposalValidity: smallint('proposal_validity'),
    wireFee: numeric('wire_fee', { precision: 6, scale: 2 }).notNull().default('0'),
    cbFee: numeric('cb_fee', { precision: 6, scale: 2 }).notNull().default('0'),
    cbPerDayFee: numeric('cb_per_day_fee', { precision: 6, scale: 2 }).notNull().default('0'),
    note: text('note').notNull().default(''),
    sentAt: moment('sent_at'),
    /** Set when every owner has signed; only a signed term sheet funds invoices. */
    signedAt: moment('signed_at'),
    ...createdAt,
  },
  (t) => [index('term_sheets_prospect_idx').on(t.prospectId, t.signedAt)],
);
