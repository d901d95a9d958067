/** The reports of spec part 3 §2 and the three rights each one has. */

export const reportGroups = ['Invoices', 'Clients'] as const;
export type ReportGroup = (typeof reportGroups)[number];

/** The reports of one group, each written `[handle, title]`; handles and titles stay literal types. */
function reportsOf<
  const G extends ReportGroup,
  const R extends readonly (readonly [handle: string, title: string])[],
>(group: G, reports: R) {
  return reports.map(([handle, title]) => ({ handle, title, group })) as {
    readonly [K in keyof R]: { readonly handle: R[K][0]; readonly title: R[K][1]; readonly group: G };
  };
}

/** The 17 reports of spec part 3 §2, in the order of their cards. */
export const reportDefs = [
  ...reportsOf('Invoices', [
    ['purchase_summary_with_fee', 'Purchase Summary With Fee'],
    ['purchase_summary_without_fee', 'Purchase Summary Without Fee'],
    ['invoice_summary_aging', 'Invoice Summary Aging'],
    ['payment_history_detail', 'Payment History Detail'],
    ['reserve_detail', 'Reserve Detail'],
    ['escrow_reserve', 'Escrow Reserve'],
    ['chargebacks', 'Chargebacks'],
    ['broker_commission', 'Broker Commission Report'],
  ]),
  ...reportsOf('Clients', [
    ['credit_limit_warning', 'Credit Limit Warning'],
    ['last_payment_date', 'Last Payment Date'],
    ['client_analysis', 'Client Analysis'],
    ['client_risk_management_details', 'Client Risk Management Details'],
    ['unapplied_cash_received', 'Unapplied Cash Received'],
    ['collection_efficiency_analysis', 'Collection Efficiency Analysis'],
    ['cash_posting', 'Cash Posting'],
    ['debtor_aging', 'Debtor Aging'],
    ['transactions', 'Transactions'],
  ]),
] as const satisfies readonly { handle: string; title: string; group: ReportGroup }[];

export type ReportHandle = (typeof reportDefs)[number]['handle'];

/** Each report has a view, an Excel export and a PDF export right; the view right is listed first
 * because the report card shows when the first right is held (spec part 3 §6). */
export function reportSubModule<const H extends string, const T extends string>(handle: H, title: T) {
  return {
    name: title,
    rights: [
      { id: `view_${handle}_report`, display: `View ${title}` },
      { id: `excel_${handle}_report`, display: `Export ${title} to Excel` },
      { id: `pdf_${handle}_report`, display: `Export ${title} to PDF` },
    ],
  } as const;
}

/** The rights of one report: viewing it and its two exports. */
export function reportRights(handle: ReportHandle): {
  view: `view_${ReportHandle}_report`;
  excel: `excel_${ReportHandle}_report`;
  pdf: `pdf_${ReportHandle}_report`;
} {
  return { view: `view_${handle}_report`, excel: `excel_${handle}_report`, pdf: `pdf_${handle}_report` };
}
