import { describe, expect, it } from 'vitest';
import { openBalanceOf, paidOnDay, paidOnDayProblem } from '../../src/shared/paidOnDay';
import type { DiscountTerms } from '../../src/shared/discountFee';

/** The terms of 0028's worked examples: 3 % for 30 days, +0.1 % a day beyond, 2 clearance days. */
const terms: DiscountTerms = {
  purchaseDiscount: '3.00',
  discountDays: 30,
  isIncrementalPurchaseDiscount: true,
  incrementalDiscountPercentage: '0.10',
  incrementalDiscountDays: 1,
  businessDaysClearance: 2,
};

const invoice1001 = {
  fundingDate: '2026-09-01',
  invoiceAmount: '10000.00',
  advanceAmount: '8000.00',
  collectedAmount: '0.00',
  chargebackAmount: '0.00',
  discountFeeAmount: '0.00',
};

describe('paid on day X (0033, priced as 0028 prices a collection)', () => {
  it("computes 0028's first example: paid in full on 10/06/2026, fee $370.00, reserve back $1,630.00", () => {
    expect(paidOnDay(invoice1001, '2026-10-06', terms)).toEqual({
      balance: '10000.00',
      feeDays: 37,
      rate: '3.70',
      fee: '370.00',
      totalFees: '370.00',
      reserveBack: '1630.00',
    });
  });

  it('charges only the purchase discount within the discount days, and nothing more on the funding day', () => {
    const early = paidOnDay(invoice1001, '2026-09-01', terms);
    expect(early).toMatchObject({ feeDays: 2, rate: '3.00', fee: '300.00', reserveBack: '1700.00' });
    // Day 28 + 2 clearance = 30: still the purchase discount; one day later the first increment.
    expect(paidOnDay(invoice1001, '2026-09-29', terms).rate).toBe('3.00');
    expect(paidOnDay(invoice1001, '2026-09-30', terms).rate).toBe('3.10');
  });

  it('prices only what is still open and counts the fees already taken in the reserve', () => {
    // 0028's second example: $3,000.00 of $5,000.00 collected with a $90.00 fee; the rest paid on 09/21.
    const invoice1002 = {
      fundingDate: '2026-09-01',
      invoiceAmount: '5000.00',
      advanceAmount: '4000.00',
      collectedAmount: '3000.00',
      chargebackAmount: '0.00',
      discountFeeAmount: '90.00',
    };
    expect(paidOnDay(invoice1002, '2026-09-21', terms)).toEqual({
      balance: '2000.00',
      feeDays: 22,
      rate: '3.00',
      fee: '60.00',
      totalFees: '150.00',
      reserveBack: '850.00',
    });
  });

  it('shows a reserve below zero when the fees would pass it, and a flat rate without the incremental box', () => {
    const late = paidOnDay(invoice1001, '2027-09-01', terms);
    expect(late.feeDays).toBe(367);
    expect(late.rate).toBe('36.70');
    expect(late.reserveBack).toBe('-1670.00');
    const flat = paidOnDay(invoice1001, '2027-09-01', { ...terms, isIncrementalPurchaseDiscount: false });
    expect(flat).toMatchObject({ rate: '3.00', fee: '300.00' });
  });

  it('rounds the fee half-up to cents', () => {
    const odd = { ...invoice1001, invoiceAmount: '1000.50', advanceAmount: '800.00' };
    // 1,000.50 × 3 % = 30.015 → 30.02.
    expect(paidOnDay(odd, '2026-09-05', terms).fee).toBe('30.02');
  });

  it('refuses a day that is not a date or comes before funding', () => {
    expect(paidOnDayProblem('2026-09-01', '2026-09-01')).toBeNull();
    expect(paidOnDayProblem('2026-09-01', '2026-08-31')).toBe('before_funding');
    expect(paidOnDayProblem('2026-09-01', '2026-02-30')).toBe('date');
    expect(paidOnDayProblem('2026-09-01', '09/05/2026')).toBe('date');
    expect(paidOnDayProblem('2026-09-01', '')).toBe('date');
  });

  it('never reads an open balance below zero', () => {
    expect(openBalanceOf({ invoiceAmount: '100.00', collectedAmount: '100.00', chargebackAmount: '0' })).toBe(
      '0.00',
    );
    expect(
      openBalanceOf({ invoiceAmount: '100.00', collectedAmount: '40.00', chargebackAmount: '10.00' }),
    ).toBe('50.00');
  });
});
