import { messages } from './messages';
import { formatUsd } from './money';
import { businessDaysClearanceOptions, optionName, proposalValidityOptions } from './termSheetOptions';
import type { LetterProspect } from './contract/termSheets';
import type { TermSheetTerms } from './validation/termSheet';

/**
 * The non-binding credit proposal (spec part 3 §2 Term sheet): what the preview shows and the PDF
 * prints, built once so that both say the same. Every term is a row; the collateral, the lien on
 * all assets and the UCC-1 filing authorisation follow.
 */
export interface CreditProposalLetter {
  title: string;
  company: string;
  facts: readonly (readonly [label: string, value: string])[];
  intro: string;
  termsHeading: string;
  terms: readonly (readonly [label: string, value: string])[];
  sections: readonly { heading: string; text: string }[];
  validity: string;
  acceptance: string;
  ownerNames: readonly string[];
}

const W = messages.termSheets.letter;
const L = messages.termSheets.labels;

const percent = (value: string) => `${Number(value).toFixed(2)}%`;
const count = (value: number | null, unit: string) => (value === null ? '' : `${value} ${unit}`);

export function creditProposalLetter(
  prospect: LetterProspect,
  ownerNames: readonly string[],
  terms: TermSheetTerms,
): CreditProposalLetter {
  const company = prospect.company_business_name;
  const address = [prospect.company_address, prospect.company_state, prospect.company_zip]
    .filter((part) => part.trim() !== '')
    .join(', ');
  const validity = optionName(proposalValidityOptions, terms.proposal_validity, 'days');
  return {
    title: W.title,
    company,
    facts: [
      [W.to, company],
      [W.legalStatus, prospect.company_legal_status_text],
      [W.address, address],
      [W.owners, ownerNames.join(', ')],
    ],
    intro: W.intro(company),
    termsHeading: W.termsHeading,
    terms: [
      [L.factoringLimit, formatUsd(terms.factoring_limit)],
      [L.advancePercentage, percent(terms.advance_percentage)],
      [L.escrowReservePercentage, percent(terms.escrow_reserve_percentage)],
      [L.recourseDays, count(terms.recourse_days, 'days')],
      [L.purchaseDiscount, percent(terms.purchase_discount)],
      [L.discountDays, count(terms.discount_days, 'days')],
      [L.incremental, terms.is_incremental_purchase_discount ? W.yes : W.no],
      [L.additionalDiscountPercentage, percent(terms.incremental_discount_percentage)],
      [L.additionalDiscountDays, count(terms.incremental_discount_days, 'day')],
      [L.dueDiligenceDeposit, formatUsd(terms.due_deligence_deposit)],
      [L.exitFeeInitialTerm, count(terms.time_limit_term, 'months')],
      [L.autoTermRenewal, count(terms.automatic_months_renewal, 'months')],
      [L.terminationNotice, count(terms.less_than_days, 'days')],
      [L.terminationBeforeRenewal, count(terms.more_than_days, 'days')],
      [
        L.cashClearance,
        optionName(businessDaysClearanceOptions, terms.business_days_clearance, 'business days'),
      ],
      [L.proposalValidity, validity],
      [L.wireFee, formatUsd(terms.wire_fee)],
      [L.chargebackFee, terms.cb_fee === null ? W.chargebackNone : formatUsd(terms.cb_fee)],
      [
        L.chargebackPerDayFee,
        terms.cb_per_day_fee === null ? W.chargebackNone : formatUsd(terms.cb_per_day_fee),
      ],
    ],
    sections: [
      { heading: W.collateralHeading, text: W.collateral },
      { heading: W.uccHeading, text: W.ucc },
    ],
    validity: W.validity(validity),
    acceptance: W.acceptance,
    ownerNames,
  };
}
