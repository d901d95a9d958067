import { compareIsoDates, isIsoDate, todayIso, type IsoDate } from '../../../shared/dates';
import type { ReportRequest } from '../../../shared/contract/reports';
import { reportWords } from '../../../shared/messages/reportPages';
import {
  dateKeywordsOf,
  fiscalYearOf,
  type ClientAnalysisDuration,
  type DateKeyword,
  type TransactionType,
} from '../../../shared/reportPeriods';
import { reportFilters, type ReportFilter } from '../../../shared/reportFilters';
import { reportDefs, reportRights, type ReportHandle, type RightId } from '../../../shared/rights';

/** One report as its card and its page know it. */
export type ReportDef = (typeof reportDefs)[number];

/** Spec part 3 §9: the report search waits 700 ms and needs 3 characters. */
export const reportSearchMinChars = 3;
export const reportSearchDebounceMs = 700;

/** The report a handle names, or null for anything else (a stale or forged link). */
export function reportOf(handle: string | null | undefined): ReportDef | null {
  return reportDefs.find((report) => report.handle === handle) ?? null;
}

/** The reports whose card the user sees: those whose first right (view) it holds. */
export function reportsHeldBy(held: ReadonlySet<RightId>): ReportDef[] {
  return reportDefs.filter((report) => held.has(reportRights(report.handle).view));
}

/** The cards a search keeps: every card below 3 characters, else those whose title holds the text. */
export function reportsMatching(reports: readonly ReportDef[], search: string): ReportDef[] {
  const text = search.trim().toLowerCase();
  if (text.length < reportSearchMinChars) return [...reports];
  return reports.filter((report) => report.title.toLowerCase().includes(text));
}

/** The filters a report's page offers (docs/decisions/0030-reports.md: what each report reads). */
export type ReportField =
  | 'client'
  | 'debtor'
  | 'broker'
  | 'dateKeyword'
  | 'limit'
  | 'noOfDays'
  | 'duration'
  | 'fiscalYear'
  | 'transactionType';

/** The page's name for each filter of the shared table. */
const fieldOfFilter: Readonly<Record<ReportFilter, ReportField>> = {
  client: 'client',
  debtor: 'debtor',
  broker: 'broker',
  date: 'dateKeyword',
  limit: 'limit',
  no_of_days: 'noOfDays',
  duration: 'duration',
  fiscal_year: 'fiscalYear',
  transaction_type: 'transactionType',
};

/** The filters the report takes: exactly those of src/shared/reportFilters.ts, the server's too. */
export function fieldsOf(report: ReportHandle): ReadonlySet<ReportField> {
  return new Set(reportFilters[report].map((filter) => fieldOfFilter[filter]));
}

/** What the filter form holds; ids 0 are All Clients, All Debtors and all brokers. */
export interface ReportFilterValues {
  clientId: number;
  debtorId: number;
  brokerId: number;
  dateKeyword: DateKeyword;
  fromDate: IsoDate;
  toDate: IsoDate;
  limit: string;
  noOfDays: string;
  duration: ClientAnalysisDuration;
  fiscalYear: number;
  transactionType: TransactionType;
  /** '' for today. */
  asOf: IsoDate;
}

/** The form's first values: the last 30 days, 6 months, this fiscal year, every transaction, today. */
export function blankFilters(report: ReportHandle, today: IsoDate = todayIso()): ReportFilterValues {
  const keywords = dateKeywordsOf(report);
  return {
    clientId: 0,
    debtorId: 0,
    brokerId: 0,
    dateKeyword: keywords.includes('30days') ? '30days' : (keywords[0] ?? '30days'),
    fromDate: '',
    toDate: '',
    limit: '',
    noOfDays: '',
    duration: 6,
    fiscalYear: fiscalYearOf(today),
    transactionType: 'all',
    asOf: '',
  };
}

export type ReportFilterErrors = Partial<Record<keyof ReportFilterValues, string>>;

const limitPattern = /^\d+(\.\d+)?$/;
const daysPattern = /^\d{1,3}$/;

/** What keeps the report from running, per field; empty when it may run. */
export function filterErrors(
  report: ReportHandle,
  values: ReportFilterValues,
  today: IsoDate = todayIso(),
): ReportFilterErrors {
  const fields = fieldsOf(report);
  const M = reportWords;
  const errors: ReportFilterErrors = {};
  if (fields.has('dateKeyword') && values.dateKeyword === 'dateRange') {
    const both = isIsoDate(values.fromDate) && isIsoDate(values.toDate);
    if (!both || compareIsoDates(values.fromDate, values.toDate) > 0) {
      errors[isIsoDate(values.fromDate) ? 'toDate' : 'fromDate'] = M.dateRangeIncomplete;
    }
  }
  if (
    fields.has('limit') &&
    values.limit !== '' &&
    !(values.limit.length <= 5 && limitPattern.test(values.limit))
  ) {
    errors.limit = M.limitInvalid;
  }
  if (fields.has('noOfDays') && values.noOfDays !== '' && !daysPattern.test(values.noOfDays)) {
    errors.noOfDays = M.noOfDaysInvalid;
  }
  if (values.asOf !== '' && (!isIsoDate(values.asOf) || compareIsoDates(values.asOf, today) > 0)) {
    errors.asOf = M.asOfFuture;
  }
  return errors;
}

/** The request a run sends for `values`: only the filters the report takes, 0 where All is chosen. */
export function requestOf(
  report: ReportHandle,
  values: ReportFilterValues,
  page: { page: number; per_page: number; sort_by?: string; sort_desc?: boolean },
): ReportRequest {
  const fields = fieldsOf(report);
  const request: ReportRequest = { report, data_type: 'json', ...page };
  if (fields.has('client')) request.prospect_id = values.clientId;
  if (fields.has('debtor')) request.debtor_id = values.debtorId;
  if (fields.has('broker')) request.broker_id = values.brokerId;
  if (fields.has('dateKeyword')) {
    request.date_keyword = values.dateKeyword;
    if (values.dateKeyword === 'dateRange') {
      request.from_date = values.fromDate;
      request.to_date = values.toDate;
    }
  }
  if (fields.has('limit') && values.limit !== '') request.limit = values.limit;
  if (fields.has('noOfDays') && values.noOfDays !== '') request.no_of_days = values.noOfDays;
  if (fields.has('duration')) request.duration = values.duration;
  if (fields.has('fiscalYear')) request.fiscal_year = values.fiscalYear;
  if (fields.has('transactionType')) request.transaction_type = values.transactionType;
  if (values.asOf !== '') request.as_of = values.asOf;
  return request;
}

/** The Client Analysis durations as the select offers them. */
export const durationChoices: readonly { value: ClientAnalysisDuration; label: string }[] = [
  { value: 3, label: reportWords.durations.threeMonths },
  { value: 6, label: reportWords.durations.sixMonths },
  { value: 1, label: reportWords.durations.oneYear },
  { value: 0, label: reportWords.durations.allTime },
];
