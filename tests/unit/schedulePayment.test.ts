import { describe, expect, it } from 'vitest';
import { paymentTypes } from '../../src/shared/constants';
import {
  depositDateRequired,
  isPayable,
  maximumPaymentAmount,
  payableAmount,
  paymentFieldLabels,
  paymentLimitsOf,
  paymentTypeText,
  selectedAdvancesTotal,
  wireFeeFor,
  type SchedulePaymentInfo,
} from '../../src/shared/schedulePayment';

const { ACH, Check, Wire } = paymentTypes;

const info: SchedulePaymentInfo = {
  amount: '1000.10',
  paidAmount: '0.00',
  requestedAmount: '1000.10',
  wireFee: '25.00',
  latestInvoiceDate: '2026-03-02',
  isFunded: false,
  unverified_invoices: [
    { id: 7, invoice_no: 7007, advance_amount: '0.10' },
    { id: 8, invoice_no: 8008, advance_amount: '0.20' },
  ],
  chargebacks: [],
};
const limits = paymentLimitsOf(info);

describe('payment amounts', () => {
  it('reads the limits from the payment info', () => {
    expect(limits).toEqual({
      remainingAmount: '1000.10',
      wireFee: '25.00',
      latestInvoiceDate: '2026-03-02',
      unverifiedInvoices: info.unverified_invoices,
    });
  });

  it('takes the wire fee from wires only', () => {
    expect(wireFeeFor(Wire, '25')).toBe('25.00');
    expect(wireFeeFor(ACH, '25')).toBe('0.00');
    expect(wireFeeFor(Check, '25')).toBe('0.00');
    expect(wireFeeFor(null, '25')).toBe('0.00');
  });

  it('pays out the amount less the wire fee for a wire, the whole amount otherwise', () => {
    expect(payableAmount('100.00', Wire, '25.00')).toBe('75.00');
    expect(payableAmount('100.00', ACH, '25.00')).toBe('100.00');
    expect(payableAmount('0.30', Wire, '0.10')).toBe('0.20');
  });

  it('needs a payable above 0', () => {
    expect(isPayable('25.01', Wire, '25.00')).toBe(true);
    expect(isPayable('25.00', Wire, '25.00')).toBe(false);
    expect(isPayable('10.00', Wire, '25.00')).toBe(false);
    expect(isPayable('10.00', Check, '25.00')).toBe(true);
    expect(isPayable('0', ACH, '25.00')).toBe(false);
  });

  it('adds the advances of the selected unverified invoices to the remaining amount', () => {
    expect(selectedAdvancesTotal(info.unverified_invoices, [7, 8])).toBe('0.30');
    expect(selectedAdvancesTotal(info.unverified_invoices, [99])).toBe('0.00');
    expect(maximumPaymentAmount(limits, [])).toBe('1000.10');
    expect(maximumPaymentAmount(limits, [8])).toBe('1000.30');
    expect(maximumPaymentAmount(limits, [7, 8])).toBe('1000.40');
  });

  it('names the payment type and labels its fields', () => {
    expect([ACH, Check, Wire].map(paymentTypeText)).toEqual(['ACH', 'Check', 'Wire']);
    expect(paymentFieldLabels(ACH)).toEqual({
      number: 'Routing No',
      paymentDate: 'ACH Date',
      depositDate: 'Deposit Date',
    });
    expect(paymentFieldLabels(Check)).toEqual({
      number: 'Check No',
      paymentDate: 'Check Date',
      depositDate: 'Deposit Date',
    });
    expect(paymentFieldLabels(Wire)).toEqual({
      number: 'Transaction No',
      paymentDate: 'Wire Date',
      depositDate: null,
    });
  });

  it('asks a deposit date for ACH and Check, not for a wire', () => {
    expect([ACH, Check, Wire, null].map(depositDateRequired)).toEqual([true, true, false, false]);
  });
});
