/** The reports of spec part 3 §2 and the three rights each one has. */

export const reportGroups = ['Invoices', 'Clients'] as const;
export type ReportGroup = (typeof reportGroups)[number];

/**
 * The reports of one group, each written `[handle, title, icon]` (a Blueprint icon name for its
 * card); handles and titles stay literal types.
 */
function reportsOf<
  const G extends ReportGroup,
  const R extends readonly (readonly [handle: string, title: string, icon: string])[],
>(group: G, reports: R) {
  return reports.map(([handle, title, icon]) => ({ handle, title, icon, group })) as {
    readonly [K in keyof R]: {
      readonly handle: R[K][0];
      readonly title: R[K][1];
      readonly icon: string;
      readonly group: G;
    };
  };
}

/** The 17 reports of spec part 3 §2, in the order of their cards. */
export const reportDefs = [
  ...reportsOf('Invoices', [
    ['purchase_summary_with_fee', 'Purchase Summary With Fee', 'dollar'],
    ['purchase_summary_without_fee', 'Purchase Summary Without Fee', 'shopping-cart'],
    ['invoice_summary_aging', 'Invoice Summary Aging', 'time'],
    ['payment_history_detail', 'Payment History Detail', 'history'],
    ['reserve_detail', 'Reserve Detail', 'bank-account'],
    ['escrow_reserve', 'Escrow Reserve', 'lock'],
    ['chargebacks', 'Chargebacks', 'undo'],
    ['broker_commission', 'Broker Commission Report', 'people'],
  ]),
  ...reportsOf('Clients', [
    ['credit_limit_warning', 'Credit Limit Warning', 'warning-sign'],
    ['last_payment_date', 'Last Payment Date', 'calendar'],
    ['client_analysis', 'Client Analysis', 'timeline-line-chart'],
    ['client_risk_management_details', 'Client Risk Management Details', 'shield'],
    ['unapplied_cash_received', 'Unapplied Cash Received', 'inbox'],
    ['collection_efficiency_analysis', 'Collection Efficiency Analysis', 'trending-up'],
    ['cash_posting', 'Cash Posting', 'bank-account'],
    ['debtor_aging', 'Debtor Aging', 'timeline-bar-chart'],
    ['transactions', 'Transactions', 'exchange'],
  ]),
] as const satisfies readonly { handle: string; title: string; icon: string; group: ReportGroup }[];

export type ReportHandle = (typeof reportDefs)[number]['handle'];

/**
 * Each report has a view, an Excel export and a PDF export right (spec part 3 §6), and ours for its
 * CSV export; the view right is listed first because the report card shows when the first right
 * is held.
 */
export function reportSubModule<const H extends string, const T extends string>(handle: H, title: T) {
  return {
    name: title,
    rights: [
      { id: `view_${handle}_report`, display: `View ${title}` },
      { id: `excel_${handle}_report`, display: `Export ${title} to Excel` },
      { id: `pdf_${handle}_report`, display: `Export ${title} to PDF` },
      { id: `csv_${handle}_report`, display: `Export ${title} to CSV` },
    ],
  } as const;
}

/** The rights of one report: viewing it and its three exports. */
export function reportRights(handle: ReportHandle): {
  view: `view_${ReportHandle}_report`;
  excel: `excel_${ReportHandle}_report`;
  pdf: `pdf_${ReportHandle}_report`;
  csv: `csv_${ReportHandle}_report`;
} {
  return {
    view: `view_${handle}_report`,
    excel: `excel_${handle}_report`,
    pdf: `pdf_${handle}_report`,
    csv: `csv_${handle}_report`,
  };
}
