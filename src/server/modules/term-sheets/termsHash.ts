/**
 * The fingerprint of the terms an owner signed (term_sheet_owners.signed_terms_hash): SHA-256, in
 * hex, of the canonical JSON of the term version's terms. Canonical means the spec's field names
 * (part 3 §3) in alphabetical order, money and percentages as their stored decimal text, day
 * counts as numbers, absent values as null, no spaces; so anyone holding the terms can recompute
 * it, e.g. `printf '%s' "$json" | sha256sum`.
 */
import { createHash } from 'node:crypto';
import type { termSheets } from '../../db/schema/termSheets';

type TermSheetRow = typeof termSheets.$inferSelect;

export type SignedTerms = Record<string, string | number | boolean | null>;

/** The terms of a version by the spec's names; the owners, dates and the note are not terms. */
export function termsOf(sheet: TermSheetRow): SignedTerms {
  return {
    advance_percentage: sheet.advancePercentage,
    automatic_months_renewal: sheet.automaticMonthsRenewal,
    business_days_clearance: sheet.businessDaysClearance,
    cb_fee: sheet.cbFee,
    cb_per_day_fee: sheet.cbPerDayFee,
    discount_days: sheet.discountDays,
    due_deligence_deposit: sheet.dueDiligenceDeposit,
    escrow_reserve_percentage: sheet.escrowReservePercentage,
    factoring_limit: sheet.factoringLimit,
    id: sheet.id,
    incremental_discount_days: sheet.incrementalDiscountDays,
    incremental_discount_percentage: sheet.incrementalDiscountPercentage,
    is_incremental_purchase_discount: sheet.isIncrementalPurchaseDiscount,
    less_than_days: sheet.lessThanDays,
    more_than_days: sheet.moreThanDays,
    proposal_validity: sheet.proposalValidity,
    prospect_id: sheet.prospectId,
    purchase_discount: sheet.purchaseDiscount,
    recourse_days: sheet.recourseDays,
    time_limit_term: sheet.timeLimitTerm,
    version: sheet.version,
    wire_fee: sheet.wireFee,
  };
}

/** JSON with every object's keys sorted, at any depth. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function termsHash(terms: SignedTerms): string {
  return createHash('sha256').update(canonicalJson(terms), 'utf8').digest('hex');
}
