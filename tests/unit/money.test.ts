import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  formatDollars,
  formatMoneyPlain,
  formatUsd,
  multiplyMoney,
  parseMoney,
  parseTypedAmount,
  percentOf,
  roundMoney,
  setMoneyDisplay,
  subtractMoney,
  toMoneyString,
} from '../../src/shared/money';

describe('money', () => {
  it('parses decimal text and nothing dressed up as one', () => {
    expect(parseMoney('1234.5')?.toFixed(2)).toBe('1234.50');
    expect(parseMoney('-3')?.toFixed(2)).toBe('-3.00');
    expect(parseMoney('.5')?.toFixed(2)).toBe('0.50');
    expect(parseMoney('$1,234.5')).toBeNull();
    expect(parseMoney('5,00')).toBeNull();
    expect(parseMoney(' 7 ')).toBeNull();
    expect(parseMoney('1e3')).toBeNull();
    expect(parseMoney('12a')).toBeNull();
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('1.2.3')).toBeNull();
    expect(parseMoney(null)).toBeNull();
  });

  it('adds cents exactly where floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toMoneyString(addMoney('0.10', '0.20'))).toBe('0.30');
    expect(toMoneyString(addMoney('99999999.98', '0.01'))).toBe('99999999.99');
    expect(toMoneyString(addMoney())).toBe('0.00');
    expect(toMoneyString(subtractMoney('10.00', '10.01'))).toBe('-0.01');
  });

  it('rounds half-up to cents, also for negatives', () => {
    expect(toMoneyString(roundMoney('2.005'))).toBe('2.01');
    expect(toMoneyString(roundMoney('2.004'))).toBe('2.00');
    expect(toMoneyString(roundMoney('-2.005'))).toBe('-2.01');
    expect(toMoneyString(roundMoney('1.115'))).toBe('1.12');
  });

  it('multiplies and takes percentages rounded once at the end', () => {
    expect(toMoneyString(multiplyMoney('1000.00', '0.8'))).toBe('800.00');
    expect(toMoneyString(multiplyMoney('33.33', '3'))).toBe('99.99');
    // advance = invoice amount × advance percentage / 100, half-up
    expect(toMoneyString(percentOf('1234.57', '85'))).toBe('1049.38');
    expect(toMoneyString(percentOf('0.01', '50'))).toBe('0.01');
    expect(toMoneyString(percentOf('10.00', '2.5'))).toBe('0.25');
  });

  it('formats US dollars with grouping', () => {
    expect(formatUsd('1234.5')).toBe('$1,234.50');
    expect(formatUsd('99999999.99')).toBe('$99,999,999.99');
    expect(formatUsd('0')).toBe('$0.00');
    expect(formatUsd('-1234567.891')).toBe('-$1,234,567.89');
    expect(formatUsd('-0.001')).toBe('$0.00');
    expect(formatMoneyPlain('1000')).toBe('1,000.00');
  });

  it('shows amounts through the installed display, dollars for inputs, and dollars again once removed', () => {
    setMoneyDisplay((input) => `${toMoneyString(input)} EUR`);
    try {
      expect(formatUsd('1234.5')).toBe('1234.50 EUR');
      expect(formatDollars('1234.5')).toBe('$1,234.50');
      expect(formatMoneyPlain('1000')).toBe('1,000.00');
    } finally {
      setMoneyDisplay(null);
    }
    expect(formatUsd('1234.5')).toBe('$1,234.50');
  });

  it('reads an amount as a person types it, thousands separators only in their places', () => {
    expect(parseTypedAmount('$1,234.5')?.toFixed(2)).toBe('1234.50');
    expect(parseTypedAmount('1,234,567.89')?.toFixed(2)).toBe('1234567.89');
    expect(parseTypedAmount(' 7 ')?.toFixed(2)).toBe('7.00');
    expect(parseTypedAmount('.5')?.toFixed(2)).toBe('0.50');
    expect(parseTypedAmount('1234.')?.toFixed(2)).toBe('1234.00');
    for (const text of ['5,00', '1,2345', '12,34.5', '1e3', '-5', '$', '.', '', 'Infinity', '1.2.3']) {
      expect(parseTypedAmount(text), text).toBeNull();
    }
  });

  it('compares amounts', () => {
    expect(compareMoney('1.00', '1')).toBe(0);
    expect(compareMoney('1.01', '1')).toBe(1);
    expect(compareMoney('0.99', '1')).toBe(-1);
  });

  it('refuses to compute with text that is not money', () => {
    expect(() => addMoney('1', 'x')).toThrow(/Not a money amount/);
  });
});
