import { describe, expect, it } from 'vitest';
import { paymentTypes } from '../../src/shared/constants';
import {
  autoSelectEscrows,
  batchTotalOf,
  extraEscrowOf,
  heldReserveOf,
  isReserveReleasable,
  releasedAmountOf,
  releaseRefusalOf,
  releaseWireFeeOf,
} from '../../src/shared/reserveRelease';

/** The worked example of docs/decisions/0029-reserves-and-their-release.md, through the code. */
const i1001 = { invoiceAmount: '10000.00', advanceAmount: '8000.00', discountFeeAmount: '370.00' };
const i1002 = { invoiceAmount: '5000.00', advanceAmount: '4000.00', discountFeeAmount: '90.00' };
const funded = '2026-09-01';
const escrows = [
  { invoiceId: 1006, fundingDate: funded, amount: '300.00' },
  { invoiceId: 1001, fundingDate: funded, amount: '500.00' },
  { invoiceId: 1002, fundingDate: funded, amount: '250.00' },
];

describe('the worked example of 0029', () => {
  it('holds $1,630.00 and $910.00 of the two closed invoices, both releasable; the open one is not', () => {
    expect(heldReserveOf(i1001)).toBe('1630.00');
    expect(heldReserveOf(i1002)).toBe('910.00');
    expect(
      isReserveReleasable({
        fundingDate: funded,
        invoiceAmount: '5000.00',
        collectedAmount: '3000.00',
        chargebackAmount: '2000.00',
      }),
    ).toBe(true);
    expect(
      isReserveReleasable({
        fundingDate: funded,
        invoiceAmount: '6000.00',
        collectedAmount: '0',
        chargebackAmount: '0',
      }),
    ).toBe(false);
    expect(
      isReserveReleasable({
        fundingDate: null,
        invoiceAmount: '6000.00',
        collectedAmount: '6000.00',
        chargebackAmount: '0',
      }),
    ).toBe(false);
  });

  it('finds $450.00 of extra escrow and auto-selects 1002 only, skipping what would pass it', () => {
    const extra = extraEscrowOf('1050.00', '6000.00');
    expect(extra).toBe('450.00');
    expect(autoSelectEscrows(escrows, extra)).toEqual([1002]);
  });

  it('releases $715.00 by wire with the chargeback; $475.00 when the total is lowered; $740.00 by ACH', () => {
    const base = { invoiceReserves: '2540.00', previousReserves: '-50.00', escrows: '250.00' };
    const total = batchTotalOf(base);
    expect(total).toBe('2740.00');
    const wireFee = releaseWireFeeOf(paymentTypes.Wire, '25.00');
    expect(releasedAmountOf({ customAmount: total, wireFee, cbAmount: '2000.00' })).toBe('715.00');
    expect(releasedAmountOf({ customAmount: '2500.00', wireFee, cbAmount: '2000.00' })).toBe('475.00');
    const achFee = releaseWireFeeOf(paymentTypes.ACH, '25.00');
    expect(achFee).toBe('0.00');
    expect(releasedAmountOf({ customAmount: total, wireFee: achFee, cbAmount: '2000.00' })).toBe('740.00');
  });
});

describe('the rules at their edges', () => {
  it('keeps no extra escrow when the held escrow is at most 10 % of the open receivables, or nothing is held', () => {
    expect(extraEscrowOf('600.00', '6000.00')).toBe('0.00');
    expect(extraEscrowOf('0', '0')).toBe('0.00');
    expect(extraEscrowOf('100.00', '0')).toBe('100.00');
  });

  it('floors the amount to be released at 0 and refuses a release below $1.00 or above the batch total', () => {
    const figures = {
      invoiceReserves: '100.00',
      previousReserves: '0',
      escrows: '0',
      customAmount: '100.00',
      wireFee: '25.00',
      cbAmount: '80.00',
    };
    expect(releasedAmountOf(figures)).toBe('0.00');
    expect(releaseRefusalOf(figures)).toBe('releasedBelowMinimum');
    expect(releaseRefusalOf({ ...figures, cbAmount: '74.01' })).toBe('releasedBelowMinimum');
    expect(releaseRefusalOf({ ...figures, cbAmount: '74.01', wireFee: '24.99' })).toBeNull();
    expect(releaseRefusalOf({ ...figures, customAmount: '100.01', cbAmount: '0' })).toBe('totalExceedsBatch');
  });

  it('auto-selects oldest funding first, then the lower invoice id', () => {
    const picks = autoSelectEscrows(
      [
        { invoiceId: 9, fundingDate: '2026-08-01', amount: '10.00' },
        { invoiceId: 3, fundingDate: '2026-09-01', amount: '10.00' },
        { invoiceId: 2, fundingDate: '2026-09-01', amount: '10.00' },
      ],
      '20.00',
    );
    expect(picks).toEqual([9, 2]);
  });
});
