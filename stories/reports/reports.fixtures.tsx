import { invoiceLookupEndpoints as lookups, pickerRights } from '../../src/shared/contract/invoiceLookups';
import {
  reportEndpoints,
  ReportRequestSchema,
  type ReportColumn,
  type ReportRow,
} from '../../src/shared/contract/reports';
import type { CurrentUser } from '../../src/shared/contract/session';
import { reportWords } from '../../src/shared/messages/reportPages';
import { reportDefs, reportRights, type RightId } from '../../src/shared/rights';
import { ReportIndexPage } from '../../src/web/features/reports/ReportIndexPage';
import { ReportsPage } from '../../src/web/features/reports/ReportsPage';
import type { FakeCall, FakeHandler } from '../shell/fakeApi';
import { userOf } from '../shell/fixtures';
import { answeredFor, answering } from '../users/fakeServer';
import type { StaffRoute } from '../users/StaffScreen';

/**
 * A small book for the report pages: Purchase Summary With Fee over Acme Freight Lines' and Old Line
 * Hauling's invoices (money, dates, a percentage and a count), and a big Debtor Aging whose PDF is
 * built in the background and mailed.
 */

export const reportRoutes: StaffRoute[] = [
  { path: '/reports', element: <ReportsPage /> },
  { path: '/reportindex', element: <ReportIndexPage /> },
];

export const purchaseColumns: ReportColumn[] = [
  { field: 'client_name', header: 'Client Name', kind: 'text' },
  { field: 'invoice_no', header: 'Invoice No', kind: 'text' },
  { field: 'funding_date', header: 'Funding Date', kind: 'date' },
  { field: 'invoice_amount', header: 'Invoice Amount', kind: 'money' },
  { field: 'fee_amount', header: 'Fee Amount', kind: 'money' },
  { field: 'advance_percentage', header: 'Advance %', kind: 'percent' },
  { field: 'invoices_paid', header: 'Invoices Paid', kind: 'number' },
];

export const purchaseRows: ReportRow[] = [
  {
    client_name: 'Acme Freight Lines',
    invoice_no: '1001',
    funding_date: '2026-09-01',
    invoice_amount: '10000.00',
    fee_amount: '200.00',
    advance_percentage: '80',
    invoices_paid: 1,
  },
  {
    client_name: 'Acme Freight Lines',
    invoice_no: '1002',
    funding_date: '2026-09-03',
    invoice_amount: '1234.5',
    fee_amount: '90.00',
    advance_percentage: '82.5',
    invoices_paid: 0,
  },
  {
    client_name: 'Old Line Hauling',
    invoice_no: '2001',
    funding_date: '2026-09-10',
    invoice_amount: '2000.00',
    fee_amount: '40.00',
    advance_percentage: '75',
    invoices_paid: 1,
  },
];

const purchaseTotals: ReportRow = { invoice_amount: '13234.50', fee_amount: '330.00', invoices_paid: 2 };

const agingColumns: ReportColumn[] = [
  { field: 'debtor_name', header: 'Debtor Name', kind: 'text' },
  { field: 'balance', header: 'Balance', kind: 'money' },
  { field: 'aging', header: 'Aging', kind: 'number' },
];
/** Debtor Aging's rows: more than 400, so its PDF is mailed. */
export const agingRowCount = 900;

/** The clients a staff user picks from, and the client user's own. */
const clients = [
  { id: 7, company_business_name: 'Acme Freight Lines' },
  { id: 8, company_business_name: 'Old Line Hauling' },
];
const debtors = [
  { id: 3, prospect_id: 7, debtor_name: 'Walmart Stores', status: 1 },
  { id: 4, prospect_id: 7, debtor_name: 'Target Corp', status: 1 },
];

const page = (data: readonly unknown[]) => ({ data, total: data.length, last_page: 1, current_page: 1 });

/** The day the fake server reads a period on. */
export const reportToday = '2026-11-24';

/** The fake server of the report pages for `user`: a client user's rows are its own company's. */
export function reportHandlers(user: CurrentUser): Record<string, FakeHandler> {
  let statusCalls = 0;
  return {
    [reportEndpoints.fetch.path]: answering(reportEndpoints.fetch, (body) => {
      if (body.report === 'debtor_aging') {
        return answeredFor(reportEndpoints.fetch, user, {
          gridData: [{ debtor_name: 'Walmart Stores', balance: '100.00', aging: 31 }],
          rowsCount: agingRowCount,
          columns: agingColumns,
          totals: { balance: '90000.00' },
          period: { from: null, to: null },
          as_of: body.as_of ?? null,
        });
      }
      const rows = purchaseRows.filter(
        (row) => user.company_id === null || row.client_name === 'Acme Freight Lines',
      );
      const from = body.date_keyword === 'dateRange' ? (body.from_date ?? null) : '2026-10-26';
      const to = body.date_keyword === 'dateRange' ? (body.to_date ?? null) : reportToday;
      return answeredFor(reportEndpoints.fetch, user, {
        gridData: rows,
        rowsCount: rows.length,
        columns: purchaseColumns,
        totals: purchaseTotals,
        period: { from, to },
        as_of: body.as_of ?? null,
      });
    }),
    [reportEndpoints.generate.path]: answering(reportEndpoints.generate, (body) =>
      body.report === 'debtor_aging' && body.export === 0
        ? { body: { status: true, message: reportWords.generated.message, export_id: 55 } }
        : { status: 500, body: { status: false, message: 'The file could not be made.' } },
    ),
    [reportEndpoints.exportStatus.path]: answering(reportEndpoints.exportStatus, (body) => {
      statusCalls += 1;
      const sent = statusCalls > 1;
      return answeredFor(reportEndpoints.exportStatus, user, {
        id: body.id,
        report: 'debtor_aging',
        state: sent ? 'sent' : 'building',
        rows: agingRowCount,
        rows_written: sent ? agingRowCount : 300,
      });
    }),
    [lookups.clients.path]: answering(lookups.clients, (body) => {
      const text = body.search_text.toLowerCase();
      const mine = clients.filter(
        (client) =>
          (user.company_id === null || client.id === user.company_id) &&
          client.company_business_name.toLowerCase().includes(text),
      );
      return answeredFor(lookups.clients, user, { prospects: page(mine) });
    }),
    [lookups.debtors.path]: answering(lookups.debtors, (body) =>
      answeredFor(lookups.debtors, user, {
        debtors: page(debtors.filter((debtor) => debtor.prospect_id === body.prospect_id)),
      }),
    ),
    [reportEndpoints.brokers.path]: answering(reportEndpoints.brokers, (body) =>
      answeredFor(reportEndpoints.brokers, user, {
        brokers: page(
          [
            { id: 1, full_name: 'Brenda Broker' },
            { id: 2, full_name: 'Carl Referral' },
          ].filter((broker) => broker.full_name.toLowerCase().includes(body.search_text.toLowerCase())),
        ),
      }),
    ),
  };
}

/** What a file export sent: the body the server got, checked against the contract. */
export interface FileCall {
  body: unknown;
  valid: boolean;
}

/**
 * The file side of `reports/generate` (the fake API answers JSON only): every report but a mailed
 * PDF answers its bytes in chunks, with the file's name and length, so the page's progress shows.
 * Installed over the fake server; `restore` puts its fetch back.
 */
export function installFileServer(): { calls: FileCall[]; restore: () => void } {
  const calls: FileCall[] = [];
  const underneath = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith(`/${reportEndpoints.generate.path}`)) return underneath(input, init);
    const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
    const parsed = ReportRequestSchema.safeParse(body);
    calls.push({ body, valid: parsed.success });
    if (!parsed.success) {
      return new Response(JSON.stringify({ status: false, message: 'The request is not valid.' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    }
    const request = parsed.data;
    if (request.report === 'debtor_aging' && request.export === 0) return underneath(input, init);
    const extension = request.export === 1 ? 'xlsx' : request.export === 0 ? 'pdf' : 'csv';
    const chunk = new TextEncoder().encode(
      'Client Name,Invoice No\r\nAcme Freight Lines,1001\r\n'.repeat(40),
    );
    const chunks = 5;
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent >= chunks) {
          controller.close();
          return;
        }
        sent += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
        controller.enqueue(chunk);
      },
    });
    return new Response(stream, {
      status: 200,
      headers: {
        'content-type': 'text/csv',
        'content-length': String(chunk.byteLength * chunks),
        'content-disposition': `attachment; filename="${request.report}.${extension}"`,
      },
    });
  };
  return {
    calls,
    restore: () => {
      globalThis.fetch = underneath;
    },
  };
}

/** Every report's view right, and optionally its exports. */
export function reportRightsOf(
  handles: readonly string[] = reportDefs.map((report) => report.handle),
  exports: readonly ('excel' | 'pdf' | 'csv')[] = [],
): RightId[] {
  return reportDefs
    .filter((report) => handles.includes(report.handle))
    .flatMap((report) => {
      const rights = reportRights(report.handle);
      return [rights.view, ...exports.map((kind) => rights[kind])];
    });
}

/** A client user: the built-in Client role holds every report's rights (its own company's rows). */
export const clientWithReports = userOf('client');

/** A staff user who may view a few reports and export none. */
export const viewOnlyStaff = (() => {
  const admin = userOf('admin');
  const reportRightSet = new Set<string>(reportRightsOf(undefined, ['excel', 'pdf', 'csv']));
  return {
    ...admin,
    id: 'user-view-only',
    rights: [
      ...admin.rights.filter((right) => !reportRightSet.has(right)),
      ...reportRightsOf(['purchase_summary_with_fee', 'debtor_aging', 'cash_posting']),
    ],
  };
})();

/**
 * A staff user who holds the report rights and nothing to pick parties with elsewhere: no invoice
 * or collection forms, no broker list. It still picks clients, debtors and brokers on a report.
 */
export const reportsOnlyStaff = (() => {
  const admin = userOf('admin');
  const others = new Set<string>([...pickerRights, 'view_brokers']);
  return {
    ...admin,
    id: 'user-reports-only',
    rights: admin.rights.filter((right) => !others.has(right)),
  };
})();

/** The calls the page made to `path`, as the fake server recorded them. */
export function bodiesOf(calls: readonly FakeCall[], path: string): unknown[] {
  return calls.filter((call) => call.path === path).map((call) => call.body);
}
