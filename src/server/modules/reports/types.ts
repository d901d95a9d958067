import type { SQL } from 'drizzle-orm';
import type { ReportColumn, ParsedReportRequest } from '../../../shared/contract/reports';
import type { DateRange } from '../../../shared/reportPeriods';
import type { ReportHandle } from '../../../shared/rights';
import type { IsoDate } from '../../../shared/dates';

export type { ReportFilter } from '../../../shared/reportFilters';

/** What a report's query is run with: the caller's scope already folded into the party ids. */
export interface ReportContext {
  request: ParsedReportRequest;
  /** The day the report is read as of: today, or the past day asked for. */
  asOf: IsoDate;
  /** The period the rows are chosen by; null where the report has none or none was asked. */
  period: DateRange | null;
  clientId: number | null;
  debtorId: number | null;
  brokerId: number | null;
}

/** One report: its columns, the columns it totals and its query (its filters: src/shared/reportFilters.ts). */
export interface ReportDefinition {
  handle: ReportHandle;
  columns: readonly ReportColumn[];
  /** Fields summed over every matching row for the totals row. */
  totals: readonly string[];
  /** The field rows are ordered by unless the caller sorts, and its direction. */
  defaultSort: { field: string; desc: boolean };
  /** A period is applied when the caller sends none (e.g. Transactions' fiscal year). */
  defaultPeriod?: 'none' | 'fiscalYear';
  /** Party kinds that may not run the report at all (403), beyond the rights. */
  refusedTo?: readonly ('client' | 'debtor' | 'broker')[];
  /** A SELECT whose output columns are named by the column fields. */
  query(context: ReportContext): SQL;
}
