import type { Term } from '../../../shared/contract/termSheets';
import { blankTermSheet, type TermSheetFormValues } from '../../../shared/validation/termSheet';

const text = (value: number | null) => (value === null ? '' : String(value));
/** "85.00" reads "85" in the form, as it was typed. */
const typed = (value: string) => String(Number(value));

/** The form filled from a sent term (the version the owners were sent). */
export function termFormValues(term: Term | null): TermSheetFormValues {
  if (!term) return blankTermSheet;
  return {
    owner_ids: term.owners.map((owner) => owner.id),
    factoring_limit: term.factoring_limit,
    advance_percentage: typed(term.advance_percentage),
    escrow_reserve_percentage: typed(term.escrow_reserve_percentage),
    recourse_days: text(term.recourse_days),
    purchase_discount: typed(term.purchase_discount),
    discount_days: text(term.discount_days),
    is_incremental_purchase_discount: term.is_incremental_purchase_discount,
    incremental_discount_percentage: typed(term.incremental_discount_percentage),
    incremental_discount_days: text(term.incremental_discount_days),
    due_deligence_deposit: term.due_deligence_deposit,
    time_limit_term: text(term.time_limit_term),
    automatic_months_renewal: text(term.automatic_months_renewal),
    less_than_days: text(term.less_than_days),
    more_than_days: text(term.more_than_days),
    business_days_clearance: term.business_days_clearance,
    proposal_validity: term.proposal_validity,
    wire_fee: term.wire_fee,
    // A non-empty cb_fee is the checked chargeback box (spec part 3 §4).
    chargeback: term.cb_fee !== null,
    cb_fee: term.cb_fee ?? '',
    cb_per_day_fee: term.cb_per_day_fee ?? '',
  };
}
