import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { createdAt, linkTo, moment, money, serialId } from './columns';
import { prospectOwners, prospects } from './prospects';

/**
 * Term sheets (spec part 3 §3 Term sheet): the terms a client is funded on. A prospect may have
 * several: each revision is a new row with the next `version`, and the older one is voided. The
 * latest signed one is the client's terms, which the money flows read (advance %, net term,
 * escrow, discounts, fees, limits).
 */
export const termSheets = pgTable(
  'term_sheets',
  {
    ...serialId,
    prospectId: linkTo('prospect_id', () => prospects.id),
    /** 1 for the first term sheet of a prospect, then one more for each revision. */
    version: smallint('version').notNull().default(1),
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
    /** The staff user who sent this version (null for rows written before it was recorded). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: moment('sent_at'),
    /** Set when every owner has signed; only a signed term sheet funds invoices. */
    signedAt: moment('signed_at'),
    /** Set when a revision replaced this version: its unsigned links are dead. */
    voidedAt: moment('voided_at'),
    ...createdAt,
  },
  (t) => [
    index('term_sheets_prospect_idx').on(t.prospectId, t.signedAt),
    uniqueIndex('term_sheets_prospect_version_unique').on(t.prospectId, t.version),
    check(
      'term_sheets_advance_percentage_range',
      sql`${t.advancePercentage} > 0 and ${t.advancePercentage} <= 100`,
    ),
    check(
      'term_sheets_factoring_limit_range',
      sql`${t.factoringLimit} > 0 and ${t.factoringLimit} <= 99999999.99`,
    ),
    check(
      'term_sheets_months_not_zero',
      sql`coalesce(${t.timeLimitTerm}, 1) <> 0 and coalesce(${t.automaticMonthsRenewal}, 1) <> 0`,
    ),
  ],
);

/**
 * The owners a term sheet is sent to (the spec's owners with pivot.signature and
 * pivot.agreement_id), each with a one-time signing link. The link carries the term sheet id,
 * the owner id and a random token whose SHA-256 is `link_token_hash`; the token itself is only
 * in the mail. A link is used once: signing sets `signed_at` where it is still null and the
 * version is not voided, so of two saves at once only one wins.
 */
export const termSheetOwners = pgTable(
  'term_sheet_owners',
  {
    ...serialId,
    termSheetId: linkTo('term_sheet_id', () => termSheets.id, 'cascade'),
    ownerId: linkTo('owner_id', () => prospectOwners.id, 'cascade'),
    linkTokenHash: text('link_token_hash').notNull(),
    linkSentAt: moment('link_sent_at'),
    /** The file store's path of the signature image (PNG). */
    signaturePath: text('signature_path'),
    signedAt: moment('signed_at'),
    /** The address the signature came from. */
    signedFromIp: text('signed_from_ip'),
    /** SHA-256 of the term version's terms as signed (hex). */
    signedTermsHash: text('signed_terms_hash'),
  },
  (t) => [
    uniqueIndex('term_sheet_owners_unique').on(t.termSheetId, t.ownerId),
    index('term_sheet_owners_owner_idx').on(t.ownerId),
  ],
);
