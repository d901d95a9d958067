import { addDaysIso, compareIsoDates, isIsoDate, type IsoDate } from './dates';

/**
 * The periods reports and the general ledger are run over (spec part 3 §2, §5, §9;
 * docs/decisions/0030-reports.md). Every range is inclusive of both dates and counted back from a
 * reference day: today, or the day a report is run as of.
 */

/** The report page's date filter (spec part 3 §9) and the periods the spec offers beside it (§2). */
export const dateKeywords = [
  '24hours',
  '7days',
  '30days',
  '90days',
  'lastMonth',
  'last6Months',
  'last12Months',
  'dateRange',
] as const;
export type DateKeyword = (typeof dateKeywords)[number];

export const dateKeywordLabels: Readonly<Record<DateKeyword, string>> = {
  '24hours': 'Last 24 Hours',
  '7days': 'Last 7 Days',
  '30days': 'Last 30 Days',
  '90days': 'Last 90 Days',
  lastMonth: 'Last Month',
  last6Months: 'Last 6 Months',
  last12Months: 'Last 12 Months',
  dateRange: 'Date Range',
};

/** Debtor Aging has no 24-hour filter (spec part 3 §9). */
export function dateKeywordsOf(report: string): readonly DateKeyword[] {
  return report === 'debtor_aging' ? dateKeywords.filter((keyword) => keyword !== '24hours') : dateKeywords;
}

export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

/** The first day of the month `offset` months from `iso`'s (0 its own, -1 the one before, 1 the next). */
export function monthStartOf(iso: IsoDate, offset: number): IsoDate {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7)) - 1 + offset;
  const date = new Date(Date.UTC(year, month, 1));
  return date.toISOString().slice(0, 10);
}

/**
 * The dates a keyword covers on `day`: the last 24 hours are yesterday and today; the last N days
 * end today; Last Month is the calendar month before `day`'s, Last 6 and 12 Months the six and
 * twelve calendar months before it; a date range is the two dates given, which must both be real
 * and in order (null otherwise).
 */
export function rangeOfKeyword(
  keyword: DateKeyword,
  day: IsoDate,
  custom?: { from_date?: string | null; to_date?: string | null },
): DateRange | null {
  switch (keyword) {
    case '24hours':
      return { from: addDaysIso(day, -1), to: day };
    case '7days':
      return { from: addDaysIso(day, -6), to: day };
    case '30days':
      return { from: addDaysIso(day, -29), to: day };
    case '90days':
      return { from: addDaysIso(day, -89), to: day };
    case 'lastMonth':
      return { from: monthStartOf(day, -1), to: addDaysIso(monthStartOf(day, 0), -1) };
    case 'last6Months':
      return { from: monthStartOf(day, -6), to: addDaysIso(monthStartOf(day, 0), -1) };
    case 'last12Months':
      return { from: monthStartOf(day, -12), to: addDaysIso(monthStartOf(day, 0), -1) };
    case 'dateRange': {
      const from = custom?.from_date ?? '';
      const to = custom?.to_date ?? '';
      if (!isIsoDate(from) || !isIsoDate(to) || compareIsoDates(from, to) > 0) return null;
      return { from, to };
    }
  }
}

/** Client Analysis looks back 3 months, 6 months, 1 year (value 1) or all time (value 0). */
export const clientAnalysisDurations = [3, 6, 1, 0] as const;
export type ClientAnalysisDuration = (typeof clientAnalysisDurations)[number];

/** The first day a Client Analysis duration covers on `day`; null for All Time. */
export function durationStart(duration: ClientAnalysisDuration, day: IsoDate): IsoDate | null {
  if (duration === 0) return null;
  const months = duration === 1 ? 12 : duration;
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 - months;
  return addDaysIso(new Date(Date.UTC(year, month, Number(day.slice(8, 10)))).toISOString().slice(0, 10), 1);
}

/** Fiscal years run 1 October of the prior year to 30 September (DESIGN.md §5, spec part 3 §9). */
export const firstFiscalYear = 2020;

/** The fiscal year `day` falls in: October to December belong to the next year's. */
export function fiscalYearOf(day: IsoDate): number {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= 10 ? year + 1 : year;
}

/** 1 October of the prior year to 30 September of `year`. */
export function fiscalYearPeriod(year: number): DateRange {
  return { from: `${year - 1}-10-01`, to: `${year}-09-30` };
}

/** 'prior year - year', as the fiscal year picker labels it. */
export function fiscalYearLabel(year: number): string {
  return `${year - 1} - ${year}`;
}

/**
 * The fiscal years a picker offers on `today`: 2020 through the current year, and through the
 * fiscal year today falls in once October has begun, so the year being booked can be chosen.
 */
export function fiscalYearOptions(today: IsoDate): { value: number; label: string }[] {
  const last = Math.max(Number(today.slice(0, 4)), fiscalYearOf(today));
  const options: { value: number; label: string }[] = [];
  for (let year = last; year >= firstFiscalYear; year -= 1) {
    options.push({ value: year, label: fiscalYearLabel(year) });
  }
  return options;
}

/** The ledger's transaction types: debit hides the credit column and credit the debit column. */
export const transactionTypes = ['all', 'debit', 'credit'] as const;
export type TransactionType = (typeof transactionTypes)[number];
