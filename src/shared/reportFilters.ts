import type { ReportHandle } from './rights';

/**
 * The filters each report takes: one table the report page draws its form from and the server
 * reads its requests by (docs/decisions/0030-reports.md, "The seventeen reports"). A request that
 * names a filter its report does not take is refused (400), so the page and the server cannot
 * drift apart. Keep this module out of the sign-in page's chunk: only the report pages and the
 * server import it.
 */
export const reportFilterKinds = [
  'client',
  'debtor',
  'broker',
  'date',
  'limit',
  'no_of_days',
  'duration',
  'fiscal_year',
  'transaction_type',
] as const;
export type ReportFilter = (typeof reportFilterKinds)[number];

/**
 * Every report is scoped to a client (All Clients for staff); the reports about a debtor's
 * invoices, payments or postings take the debtor; Reserve Detail takes none (a reserve is the
 * client's); snapshots (credit limits, last payment, risk) and the reports with a period of their
 * own (the duration, the fiscal year) take no date keyword.
 */
export const reportFilters: Readonly<Record<ReportHandle, readonly ReportFilter[]>> = {
  purchase_summary_with_fee: ['client', 'debtor', 'date'],
  purchase_summary_without_fee: ['client', 'debtor', 'date'],
  invoice_summary_aging: ['client', 'debtor', 'date'],
  payment_history_detail: ['client', 'debtor', 'date'],
  reserve_detail: ['client', 'date'],
  escrow_reserve: ['client', 'debtor', 'date'],
  chargebacks: ['client', 'debtor', 'date'],
  broker_commission: ['broker', 'client', 'date'],
  credit_limit_warning: ['client', 'debtor', 'limit'],
  last_payment_date: ['client', 'debtor', 'no_of_days'],
  client_analysis: ['client', 'duration'],
  client_risk_management_details: ['client'],
  unapplied_cash_received: ['client', 'debtor', 'date'],
  collection_efficiency_analysis: ['client', 'debtor', 'date'],
  cash_posting: ['client', 'debtor', 'date'],
  debtor_aging: ['client', 'debtor', 'date'],
  transactions: ['client', 'debtor', 'fiscal_year', 'transaction_type'],
};

/** The request fields each filter is sent in. */
export const reportFilterFields: Readonly<Record<ReportFilter, readonly string[]>> = {
  client: ['prospect_id'],
  debtor: ['debtor_id'],
  broker: ['broker_id'],
  date: ['date_keyword', 'from_date', 'to_date'],
  limit: ['limit'],
  no_of_days: ['no_of_days'],
  duration: ['duration'],
  fiscal_year: ['fiscal_year'],
  transaction_type: ['transaction_type'],
};

/** The filter fields present in `request` that `report` does not take (empty when it may run). */
export function filtersNotTaken(report: ReportHandle, request: Readonly<Record<string, unknown>>): string[] {
  const taken = new Set(reportFilters[report]);
  return reportFilterKinds
    .filter((filter) => !taken.has(filter))
    .flatMap((filter) => reportFilterFields[filter])
    .filter((field) => request[field] !== undefined);
}
