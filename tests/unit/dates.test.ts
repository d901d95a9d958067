import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  compareIsoDates,
  dateFromIso,
  formatUsDate,
  formatUsDateTime,
  isIsoDate,
  isoFromDate,
  maxPickerDate,
  minPickerDate,
  parseUsDate,
  todayIso,
} from '../../src/shared/dates';

describe('dates', () => {
  it('parses mm/dd/yyyy strictly into YYYY-MM-DD', () => {
    expect(parseUsDate('01/31/2024')).toBe('2024-01-31');
    expect(parseUsDate('1/5/2024')).toBe('2024-01-05');
    expect(parseUsDate('02/29/2024')).toBe('2024-02-29');
    expect(parseUsDate('02/29/2023')).toBeNull();
    expect(parseUsDate('13/01/2024')).toBeNull();
    expect(parseUsDate('2024-01-31')).toBeNull();
    expect(parseUsDate('01/31/24')).toBeNull();
  });

  it('accepts only the years 1945 to 2050', () => {
    expect(parseUsDate('01/01/1945')).toBe('1945-01-01');
    expect(parseUsDate('12/31/1944')).toBeNull();
    expect(parseUsDate('12/31/2050')).toBe('2050-12-31');
    expect(parseUsDate('01/01/2051')).toBeNull();
    expect(minPickerDate).toBe('1945-01-01');
    expect(maxPickerDate).toBe('2050-12-31');
  });

  it('formats ISO dates and timestamps for display', () => {
    expect(formatUsDate('2024-07-04')).toBe('07/04/2024');
    expect(formatUsDate('2024-07-04T23:10:00Z')).toBe('07/04/2024');
    expect(formatUsDate('')).toBe('');
    expect(formatUsDate('garbage')).toBe('');
    expect(formatUsDate(new Date(2024, 6, 4))).toBe('07/04/2024');
    expect(formatUsDateTime('2024-07-04T18:05:00Z', 'UTC')).toBe('07/04/2024 18:05');
    expect(formatUsDateTime('2024-07-04T00:05:00Z', 'America/New_York')).toBe('07/03/2024 20:05');
    expect(formatUsDateTime(new Date('2024-01-02T00:00:00Z'), 'UTC')).toBe('01/02/2024 00:00');
    expect(formatUsDateTime('nope')).toBe('');
  });

  it('converts between Date objects and calendar dates without shifting the day', () => {
    const date = dateFromIso('2024-03-10');
    expect(date?.getDate()).toBe(10);
    expect(isoFromDate(date as Date)).toBe('2024-03-10');
    expect(dateFromIso('2024-02-30')).toBeNull();
    expect(todayIso(new Date(2025, 0, 9, 23, 59))).toBe('2025-01-09');
  });

  it('does calendar arithmetic and comparisons', () => {
    expect(addDaysIso('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysIso('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDaysIso('2024-03-01', -1)).toBe('2024-02-29');
    expect(compareIsoDates('2024-01-02', '2024-01-10')).toBeLessThan(0);
    expect(isIsoDate('2024-13-01')).toBe(false);
  });
});
