import { addMoney, multiplyMoney, percentOf, toMoneyString, type MoneyInput } from './money';
import type { IsoDate } from './dates';

/**
 * The fees of the term sheet as collections and chargebacks read them
 * (docs/decisions/0028-cash-comes-back.md, whose worked examples tests/unit/discountFee.test.ts
 * computes through these functions).
 */

/** The parts of a client's terms the discount fee reads. */
export interface DiscountTerms {
  purchaseDiscount: MoneyInput;
  discountDays: number;
  isIncrementalPurchaseDiscount: boolean;
  incrementalDiscountPercentage: MoneyInput;
  incrementalDiscountDays: number;
  businessDaysClearance: number;
}

/** Whole calendar days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const utc = (iso: IsoDate) => {
    const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** The days a collection's fee counts: posting − funding + the clearance days. */
export function feeDaysOf(fundingDate: IsoDate, postingDate: IsoDate, terms: DiscountTerms): number {
  return daysBetween(fundingDate, postingDate) + terms.businessDaysClearance;
}

/**
 * The discount rate in percent for a number of days: the purchase discount for the first discount
 * days; beyond them, when incremental, plus the incremental percentage per started block of
 * incremental days.
 */
export function discountRateOf(days: number, terms: DiscountTerms): string {
  const extraDays = days - terms.discountDays;
  if (extraDays <= 0 || !terms.isIncrementalPurchaseDiscount) {
    return toMoneyString(terms.purchaseDiscount);
  }
  const blocks = Math.ceil(extraDays / Math.max(1, terms.incrementalDiscountDays));
  // Rates have two decimals (numeric(5,2)), so rate × whole blocks stays exact in cents' arithmetic.
  return addMoney(
    terms.purchaseDiscount,
    multiplyMoney(terms.incrementalDiscountPercentage, String(blocks)),
  ).toFixed(2);
}

/** The fee on what a collection applies to an invoice's receivable, half-up to cents. */
export function discountFeeOf(
  applied: MoneyInput,
  fundingDate: IsoDate,
  postingDate: IsoDate,
  terms: DiscountTerms,
): { days: number; rate: string; fee: string } {
  const days = feeDaysOf(fundingDate, postingDate, terms);
  const rate = discountRateOf(days, terms);
  return { days, rate, fee: toMoneyString(percentOf(applied, rate)) };
}

/** The days past 90 from funding a chargeback's per-day fee is owed for, between two as-of dates. */
export const perDayFeeAfterDays = 90;

/**
 * The per-day fee days owed from the day after `accruedThrough` (or from the first chargeable day)
 * through `asOf`: each day on which the invoice is more than 90 days past its funding date.
 */
export function perDayFeeDays(fundingDate: IsoDate, accruedThrough: IsoDate | null, asOf: IsoDate): number {
  const firstChargeableAge = perDayFeeAfterDays + 1;
  const ageAsOf = daysBetween(fundingDate, asOf);
  const ageAccrued =
    accruedThrough === null ? firstChargeableAge - 1 : daysBetween(fundingDate, accruedThrough);
  return Math.max(0, ageAsOf - Math.max(ageAccrued, firstChargeableAge - 1));
}
