import { z } from 'zod';
import { messages } from '../messages';
import { FlagSchema, IdSchema } from '../contract/endpoint';
import { moneyText, optionalMoneyText } from '../contract/money';
import {
  businessDaysClearanceOptions,
  proposalValidityOptions,
  type TermSheetOption,
} from '../termSheetOptions';

/**
 * The term sheet form (spec part 3 §5 Term sheet, §9), as the browser checks it and term_sheet/save
 * checks it again. The form holds text as typed; the answer is the term: percentages as "80.00",
 * money as "1234.50", days and months as numbers, the chargeback fees null when the chargeback box
 * is not checked. Percentages are capped at 100 here even though the entry lets 101 through.
 */

const R = messages.termSheet;
const M = messages.termSheets;
const L = M.labels;

/** The spec's entry limits (part 3 §9). */
export const termSheetLimits = {
  percentChars: 5,
  purchaseDiscountChars: 4,
  dayChars: 2,
  /** What a day, percentage or chargeback box lets a person type at most. */
  entryCap: 120,
  factoringLimitMax: '99999999.99',
  dueDiligenceMax: '999.99',
  feeMax: '100',
  /** Additional discount days are fixed (part 3 §9). */
  additionalDiscountDays: 1,
  /** More owners than a prospect can have is no request. */
  ownersMax: 50,
} as const;

function requiredText(required: string, invalid: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .trim();
}

/** A percentage: digits with one decimal point (two decimals at most), within 0 … 100. */
function percent(
  label: string,
  required: string,
  maxChars: number = termSheetLimits.percentChars,
  positive = false,
) {
  return requiredText(required, M.percentFormat(label)).transform((text, ctx): string => {
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    if (text.length > maxChars || !/^\d+(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: M.percentFormat(label) });
      return z.NEVER;
    }
    const value = Number(text);
    if (value > 100) {
      ctx.addIssue({ code: 'custom', message: M.percentAbove(label) });
      return z.NEVER;
    }
    if (positive && value === 0) {
      ctx.addIssue({ code: 'custom', message: M.percentZero(label) });
      return z.NEVER;
    }
    return value.toFixed(2);
  });
}

/** A day or month count: an integer of at most two digits; months may not be 0. */
function days(label: string, required: string, notZero = false) {
  return requiredText(required, M.daysFormat(label)).transform((text, ctx): number => {
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    if (!/^\d{1,2}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: M.daysFormat(label) });
      return z.NEVER;
    }
    const value = Number(text);
    if (notZero && value === 0) {
      ctx.addIssue({ code: 'custom', message: M.monthsZero(label) });
      return z.NEVER;
    }
    return value;
  });
}

function money(label: string, required: string, max: string, positive = false) {
  return moneyText({
    required,
    invalid: messages.form.moneyFormat(label),
    min: positive ? '0.01' : '0',
    max,
    below: positive ? M.moneyZero(label) : messages.form.moneyFormat(label),
    above: M.moneyAbove(label, max),
  });
}

function option(label: string, required: string, options: readonly TermSheetOption[]) {
  return z
    .number({ error: M.optionUnknown(label) })
    .nullable()
    .transform((value, ctx): number => {
      if (value === null) {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      if (!options.some((item) => item.value === value)) {
        ctx.addIssue({ code: 'custom', message: M.optionUnknown(label) });
        return z.NEVER;
      }
      return value;
    });
}

/** A chargeback fee: blank reads as null; required only when the chargeback box is checked (below). */
function chargebackFee(label: string) {
  return optionalMoneyText({
    invalid: messages.form.moneyFormat(label),
    max: termSheetLimits.feeMax,
    above: M.moneyAbove(label, termSheetLimits.feeMax),
  });
}

export const TermSheetFieldsSchema = z.strictObject({
  owner_ids: z
    .array(IdSchema, { error: R.ownersRequired })
    .min(1, R.ownersRequired)
    .max(termSheetLimits.ownersMax, R.ownersRequired),
  factoring_limit: money(L.factoringLimit, R.factoringLimitRequired, termSheetLimits.factoringLimitMax, true),
  advance_percentage: percent(
    L.advancePercentage,
    R.advancePercentageRequired,
    termSheetLimits.percentChars,
    true,
  ),
  escrow_reserve_percentage: percent(L.escrowReservePercentage, R.escrowReservePercentageRequired),
  recourse_days: days(L.recourseDays, R.recourseDaysRequired),
  purchase_discount: percent(
    L.purchaseDiscount,
    R.purchaseDiscountRequired,
    termSheetLimits.purchaseDiscountChars,
  ),
  discount_days: days(L.discountDays, R.discountDaysRequired),
  is_incremental_purchase_discount: FlagSchema.default(false),
  incremental_discount_percentage: percent(
    L.additionalDiscountPercentage,
    R.additionalDiscountPercentageRequired,
  ),
  incremental_discount_days: z
    .string({ error: R.additionalDiscountDaysRequired })
    .trim()
    .min(1, R.additionalDiscountDaysRequired)
    .refine((text) => text === String(termSheetLimits.additionalDiscountDays), M.additionalDaysFixed)
    .transform(() => termSheetLimits.additionalDiscountDays),
  due_deligence_deposit: money(
    L.dueDiligenceDeposit,
    R.dueDiligenceDepositRequired,
    termSheetLimits.dueDiligenceMax,
  ),
  time_limit_term: days(L.exitFeeInitialTerm, R.exitFeeInitialTermRequired, true),
  automatic_months_renewal: days(L.autoTermRenewal, R.autoTermRenewalRequired, true),
  less_than_days: days(L.terminationNotice, R.terminationNoticeRequired),
  more_than_days: days(L.terminationBeforeRenewal, R.terminationBeforeRenewalRequired),
  business_days_clearance: option(L.cashClearance, R.cashClearanceRequired, businessDaysClearanceOptions),
  proposal_validity: option(L.proposalValidity, R.proposalValidityRequired, proposalValidityOptions),
  wire_fee: money(L.wireFee, R.wireFeeRequired, termSheetLimits.feeMax),
  /** The chargeback purchase-discount box: checked, both chargeback fees are required. */
  chargeback: FlagSchema.default(false),
  cb_fee: chargebackFee(L.chargebackFee),
  cb_per_day_fee: chargebackFee(L.chargebackPerDayFee),
});

const requiredFees = [
  ['cb_fee', R.chargebackFeeRequired],
  ['cb_per_day_fee', R.chargebackPerDayFeeRequired],
] as const;

/**
 * The chargeback box's rule, checked whatever else is wrong (so the form names every missing
 * field at once): checked, both fees are required. A fee typed wrong has its own message already.
 */
function checkChargeback(term: unknown, ctx: z.RefinementCtx) {
  // Run even when other fields failed, so the term may be anything here.
  if (typeof term !== 'object' || term === null) return;
  const fields = term as Record<string, unknown>;
  if (fields.chargeback !== true && fields.chargeback !== 1) return;
  for (const [field, required] of requiredFees) {
    const fee = fields[field];
    if (fee === null || fee === undefined || fee === '')
      ctx.addIssue({ code: 'custom', message: required, path: [field] });
  }
}

/** The fees of a checked box, or none. */
function withChargeback<T extends z.output<typeof TermSheetFieldsSchema>>(term: T) {
  return term.chargeback ? term : { ...term, cb_fee: null, cb_per_day_fee: null };
}

const always = { when: () => true };

/** The form. */
export const TermSheetFormSchema = TermSheetFieldsSchema.superRefine(checkChargeback, always).transform(
  withChargeback,
);
export type TermSheetFormValues = z.input<typeof TermSheetFormSchema>;
export type TermSheetTerms = z.output<typeof TermSheetFormSchema>;

/** term_sheet/save: the form and the prospect it is for. */
export const TermSheetSaveSchema = TermSheetFieldsSchema.extend({ prospect_id: IdSchema })
  .superRefine(checkChargeback, always)
  .transform(withChargeback);

/** An empty form: additional discount days fixed at 1, nothing else chosen. */
export const blankTermSheet: TermSheetFormValues = {
  owner_ids: [],
  factoring_limit: '',
  advance_percentage: '',
  escrow_reserve_percentage: '',
  recourse_days: '',
  purchase_discount: '',
  discount_days: '',
  is_incremental_purchase_discount: false,
  incremental_discount_percentage: '',
  incremental_discount_days: String(termSheetLimits.additionalDiscountDays),
  due_deligence_deposit: '',
  time_limit_term: '',
  automatic_months_renewal: '',
  less_than_days: '',
  more_than_days: '',
  business_days_clearance: null,
  proposal_validity: null,
  wire_fee: '',
  chargeback: false,
  cb_fee: '',
  cb_per_day_fee: '',
};
