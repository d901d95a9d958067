import { describe, expect, it } from 'vitest';
import {
  chargebacksExceedTotal,
  selectedChargebacksTotal,
  settlementAmountOf,
  verificationRefusal,
  verificationRefusalMessage,
  type ChargebackRow,
} from '../../src/shared/chargebackSettlement';
import { messages } from '../../src/shared/messages';

const row = (id: number, cb: string, adjusted_cb: string | null = null): ChargebackRow => ({
  id,
  invoice_no: 1000 + id,
  cb,
  adjusted_cb,
});

// 0.10 + 0.20 is where floats go wrong; 300.30 of a 300.30 total is exactly within it.
const rows = [row(1, '500.00', '0.10'), row(2, '0.20'), row(3, '400.00', '300.00')];

describe('chargeback settlement at verification', () => {
  it('counts a chargeback at its adjusted amount, or at its amount when never adjusted', () => {
    expect(settlementAmountOf(row(1, '500.00', '120.5'))).toBe('120.50');
    expect(settlementAmountOf(row(1, '500.00'))).toBe('500.00');
    expect(settlementAmountOf(row(1, '500.00', '0'))).toBe('0.00');
  });

  it('totals the chosen chargebacks to the cent, ignoring ids it does not know', () => {
    expect(selectedChargebacksTotal(rows, [1, 2])).toBe('0.30');
    expect(selectedChargebacksTotal(rows, [1, 2, 3])).toBe('300.30');
    expect(selectedChargebacksTotal(rows, [])).toBe('0.00');
    expect(selectedChargebacksTotal(rows, [99])).toBe('0.00');
  });

  it('finds the chosen total over the schedule total only when strictly above it', () => {
    expect(chargebacksExceedTotal(rows, [1, 2, 3], '300.30')).toBe(false);
    expect(chargebacksExceedTotal(rows, [1, 2, 3], '300.29')).toBe(true);
    expect(chargebacksExceedTotal(rows, [3], '299.99')).toBe(true);
  });

  it('verifies directly when the client has no open chargebacks', () => {
    expect(verificationRefusal([], [], '100.00')).toBeNull();
  });

  it('asks for at least one chargeback when there are some', () => {
    expect(verificationRefusal(rows, [], '1000.00')).toBe('noneSelected');
    expect(verificationRefusal(rows, [2], '1000.00')).toBeNull();
  });

  it('refuses a choice above the schedule total', () => {
    expect(verificationRefusal(rows, [3], '250.00')).toBe('exceedsTotal');
    expect(verificationRefusal(rows, [1, 2], '250.00')).toBeNull();
  });

  it('refuses a chargeback that is not an open one of the client (the server check)', () => {
    expect(verificationRefusal(rows, [2, 7], '1000.00')).toBe('unknownChargeback');
    expect(verificationRefusal([], [7], '1000.00')).toBe('unknownChargeback');
  });

  it('words each refusal', () => {
    expect(verificationRefusalMessage('exceedsTotal')).toBe(messages.schedule.chargebacksExceedTotal);
    expect(verificationRefusalMessage('noneSelected')).toBe(messages.schedule.workflows.selectChargeback);
    expect(verificationRefusalMessage('unknownChargeback')).toBe(
      messages.schedule.workflows.unknownChargeback,
    );
  });
});
