import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  discountFeeOf,
  discountRateOf,
  feeDaysOf,
  perDayFeeDays,
  type DiscountTerms,
} from '../../src/shared/discountFee';
import { multiplyMoney } from '../../src/shared/money';

/** The client terms of the worked examples of docs/decisions/0028-cash-comes-back.md. */
const terms: DiscountTerms = {
  purchaseDiscount: '3.00',
  discountDays: 30,
  isIncrementalPurchaseDiscount: true,
  incrementalDiscountPercentage: '0.10',
  incrementalDiscountDays: 1,
  businessDaysClearance: 2,
};

describe('the discount fee of 0028', () => {
  it('example 1: collected in full after 37 days charges 3.7 %', () => {
    expect(daysBetween('2026-09-01', '2026-10-06')).toBe(35);
    expect(discountFeeOf('10000.00', '2026-09-01', '2026-10-06', terms)).toEqual({
      days: 37,
      rate: '3.70',
      fee: '370.00',
    });
  });

  it('example 2: a part paid within the discount days charges the purchase discount', () => {
    expect(discountFeeOf('3000.00', '2026-09-01', '2026-09-21', terms)).toEqual({
      days: 22,
      rate: '3.00',
      fee: '90.00',
    });
  });

  it('example 3: cash and unapplied cash applied together earn the fee on the whole', () => {
    expect(discountFeeOf('1500.00', '2026-10-01', '2026-10-15', terms)).toEqual({
      days: 16,
      rate: '3.00',
      fee: '45.00',
    });
  });

  it('example 4: the fee of an overpaid invoice is on what is applied, not on the excess', () => {
    expect(discountFeeOf('1000.00', '2026-09-01', '2026-09-11', terms).fee).toBe('30.00');
  });

  it('counts the rate exactly at the edge of the discount days', () => {
    expect(discountRateOf(30, terms)).toBe('3.00');
    expect(discountRateOf(31, terms)).toBe('3.10');
    expect(feeDaysOf('2026-09-01', '2026-09-29', terms)).toBe(30);
  });

  it('without incremental discount keeps the purchase discount', () => {
    expect(discountRateOf(90, { ...terms, isIncrementalPurchaseDiscount: false })).toBe('3.00');
  });

  it('counts started blocks of incremental days', () => {
    expect(discountRateOf(35, { ...terms, incrementalDiscountDays: 3 })).toBe('3.20');
  });

  it('rounds the fee half-up to cents', () => {
    expect(discountFeeOf('0.50', '2026-09-01', '2026-09-02', terms).fee).toBe('0.02');
    expect(discountFeeOf('33.35', '2026-09-01', '2026-09-02', terms).fee).toBe('1.00');
  });

  it('example 2: the per-day fee accrues days 91–95 once', () => {
    expect(perDayFeeDays('2026-09-01', null, '2026-12-05')).toBe(5);
    expect(multiplyMoney('2.00', String(perDayFeeDays('2026-09-01', null, '2026-12-05'))).toFixed(2)).toBe(
      '10.00',
    );
    expect(perDayFeeDays('2026-09-01', '2026-12-05', '2026-12-05')).toBe(0);
    expect(perDayFeeDays('2026-09-01', null, '2026-11-30')).toBe(0);
  });
});
