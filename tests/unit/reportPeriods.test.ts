import { describe, expect, it } from 'vitest';
import {
  dateKeywordsOf,
  durationStart,
  fiscalYearOf,
  fiscalYearOptions,
  fiscalYearPeriod,
  monthStartOf,
  rangeOfKeyword,
} from '../../src/shared/reportPeriods';
import { monthOf } from '../../src/server/modules/party-home/months';

describe('the periods reports and the ledger run over', () => {
  it('counts the last N days back from the day, both ends included', () => {
    expect(rangeOfKeyword('24hours', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-03-01' });
    expect(rangeOfKeyword('7days', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(rangeOfKeyword('30days', '2026-11-25')).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(rangeOfKeyword('90days', '2026-11-25')).toEqual({ from: '2026-08-28', to: '2026-11-25' });
  });

  it('takes whole calendar months before the day’s own, across a year’s end', () => {
    expect(rangeOfKeyword('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(rangeOfKeyword('last6Months', '2026-03-31')).toEqual({ from: '2025-09-01', to: '2026-02-28' });
    expect(rangeOfKeyword('last12Months', '2024-03-10')).toEqual({ from: '2023-03-01', to: '2024-02-29' });
  });

  it('needs both dates of a range, in order', () => {
    expect(
      rangeOfKeyword('dateRange', '2026-11-25', { from_date: '2026-01-01', to_date: '2026-01-31' }),
    ).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(rangeOfKeyword('dateRange', '2026-11-25', { from_date: '2026-01-01' })).toBeNull();
    expect(
      rangeOfKeyword('dateRange', '2026-11-25', { from_date: '2026-02-01', to_date: '2026-01-31' }),
    ).toBeNull();
    expect(
      rangeOfKeyword('dateRange', '2026-11-25', { from_date: '2026-02-30', to_date: '2026-03-01' }),
    ).toBeNull();
  });

  it('offers Debtor Aging every keyword but the last 24 hours', () => {
    expect(dateKeywordsOf('debtor_aging')).not.toContain('24hours');
    expect(dateKeywordsOf('cash_posting')).toContain('24hours');
  });

  it('runs a fiscal year from 1 October to 30 September, and offers the one booking now', () => {
    expect(fiscalYearPeriod(2026)).toEqual({ from: '2025-10-01', to: '2026-09-30' });
    expect(fiscalYearOf('2026-09-30')).toBe(2026);
    expect(fiscalYearOf('2026-10-01')).toBe(2027);
    const options = fiscalYearOptions('2026-11-25');
    expect(options[0]).toEqual({ value: 2027, label: '2026 - 2027' });
    expect(options.at(-1)).toEqual({ value: 2020, label: '2019 - 2020' });
    expect(fiscalYearOptions('2026-05-01')[0]?.value).toBe(2026);
  });

  it('looks Client Analysis back 3 or 6 months, a year, or all time', () => {
    expect(durationStart(3, '2026-11-25')).toBe('2026-08-26');
    expect(durationStart(1, '2026-11-25')).toBe('2025-11-26');
    expect(durationStart(0, '2026-11-25')).toBeNull();
  });

  it('finds a month’s first day, and the next month’s, across a year’s end', () => {
    expect(monthStartOf('2026-12-31', 1)).toBe('2027-01-01');
    expect(monthStartOf('2026-01-31', -1)).toBe('2025-12-01');
    expect(monthOf('2026-12-15')).toEqual({ start: '2026-12-01', next: '2027-01-01', month: '2026-12' });
  });
});
