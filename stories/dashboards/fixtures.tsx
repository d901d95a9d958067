import {
  dashboardEndpoints as d,
  type Analytics,
  type ConcentrationClient,
  type InvoiceAnalytics,
  type RecentInvoice,
} from '../../src/shared/contract/dashboards';
import { invoiceLookupEndpoints as lookups } from '../../src/shared/contract/invoiceLookups';
import type { CurrentUser } from '../../src/shared/contract/session';
import { DashboardPage } from '../../src/web/features/dashboards/DashboardPage';
import { DebtorDashboardPage } from '../../src/web/features/dashboards/DashboardPage';
import type { FakeHandler } from '../shell/fakeApi';
import { answering } from '../users/fakeServer';
import type { StaffRoute } from '../users/StaffScreen';

/**
 * A small book for the dashboards: two clients (Acme Freight Lines owing $7,500.00 of the $10,000.00
 * open, Bayside Medical Supply the rest), three debtors, collections in three age buckets, and a
 * debtor with 12 purchased invoices (6 paid, 3 due, 2 over due, 1 charged back).
 */
export const analyticsFixture: Analytics = {
  average_aging: 23.5,
  total_debt: '10000.00',
  total_paid_amount: '4200.50',
  average_debt_per_debtor: '3333.33',
  debtors_data: [
    {
      debtor_id: 10,
      name: 'Northwind Traders',
      total_debt: '5000.00',
      total_paid_amount: '2000.00',
      average_aging: 30,
      average_aging_turnover: 41.2,
    },
    {
      debtor_id: 11,
      name: 'Pier Nine Foods',
      total_debt: '2500.00',
      total_paid_amount: '1200.50',
      average_aging: 12,
      average_aging_turnover: 20,
    },
    {
      debtor_id: 12,
      name: 'Harbor Grocers',
      total_debt: '2500.00',
      total_paid_amount: '1000.00',
      average_aging: 28.5,
      average_aging_turnover: 0,
    },
  ],
  collection_data: [
    { age: '0-30', collection: '1200.50' },
    { age: '31-60', collection: '2000.00' },
    { age: '61-90', collection: '1000.00' },
    { age: '91+', collection: '0.00' },
  ],
};

export const concentrationFixture: ConcentrationClient[] = [
  {
    prospect_id: 7,
    client_name: 'Acme Freight Lines',
    concentration: '75.00',
    total_debt: '7500.00',
    debtors: [
      { debtor_id: 10, debtor_name: 'Northwind Traders', concentration: '66.67', total_debt: '5000.00' },
      { debtor_id: 11, debtor_name: 'Pier Nine Foods', concentration: '33.33', total_debt: '2500.00' },
    ],
  },
  {
    prospect_id: 8,
    client_name: 'Bayside Medical Supply',
    concentration: '25.00',
    total_debt: '2500.00',
    debtors: [
      { debtor_id: 12, debtor_name: 'Harbor Grocers', concentration: '100.00', total_debt: '2500.00' },
    ],
  },
];

export const invoiceAnalyticsFixture: InvoiceAnalytics = {
  collected: 6,
  due_30: 3,
  over_due: 2,
  charge_back: 1,
  collected_percentage: '50.00',
  due_30_percentage: '25.00',
  over_due_percentage: '16.67',
  charge_back_percentage: '8.33',
  total: 12,
  discount_days: 45,
};

export const recentInvoicesFixture: RecentInvoice[] = [
  {
    id: 501,
    invoice_no: '100245',
    client_name: 'Acme Freight Lines',
    invoice_date: '2026-11-02',
    invoice_due_date: '2026-12-17',
    invoice_amount: '1250.00',
    open_balance: '1250.00',
    state: 'due',
  },
  {
    id: 502,
    invoice_no: '100212',
    client_name: 'Acme Freight Lines',
    invoice_date: '2026-09-01',
    invoice_due_date: '2026-10-16',
    invoice_amount: '900.00',
    open_balance: '0.00',
    state: 'paid',
  },
];

const page = <T,>(data: T[], number: number, perPage: number) => {
  const size = perPage === 0 ? Math.max(data.length, 1) : perPage;
  return {
    data: data.slice((number - 1) * size, number * size),
    total: data.length,
    last_page: Math.max(1, Math.ceil(data.length / size)),
    current_page: number,
  };
};

/** The dashboards' fake answers; `failing` answers every dashboard call 500. */
export function dashboardHandlers(_user: CurrentUser, failing = false): Record<string, FakeHandler> {
  const fail = () => ({ status: 500, body: { status: false, message: 'Server Error' } });
  return {
    [d.fetchAnalytics.path]: failing
      ? fail
      : answering(d.fetchAnalytics, () => ({ body: { status: true, analytics: analyticsFixture } })),
    [d.fetchDebtConcentration.path]: failing
      ? fail
      : answering(d.fetchDebtConcentration, (body) => ({
          body: { status: true, clients: page(concentrationFixture, body.page, body.per_page) },
        })),
    [d.fetchInvoiceAnalytics.path]: failing
      ? fail
      : answering(d.fetchInvoiceAnalytics, () => ({
          body: { status: true, analytics: invoiceAnalyticsFixture, recent_invoices: recentInvoicesFixture },
        })),
    [lookups.clients.path]: answering(lookups.clients, () => ({
      body: {
        status: true,
        prospects: page(
          [
            { id: 7, company_business_name: 'Acme Freight Lines' },
            { id: 8, company_business_name: 'Bayside Medical Supply' },
          ],
          1,
          10,
        ),
      },
    })),
    [lookups.debtors.path]: answering(lookups.debtors, (body) => ({
      body: {
        status: true,
        debtors: page(
          [
            { id: 10, prospect_id: body.prospect_id, debtor_name: 'Northwind Traders', status: 1 },
            { id: 11, prospect_id: body.prospect_id, debtor_name: 'Pier Nine Foods', status: 1 },
          ],
          1,
          10,
        ),
      },
    })),
  };
}

export const dashboardRoutes: StaffRoute[] = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/debtordashboard', element: <DebtorDashboardPage /> },
  { path: '/invoices', element: <h1>Invoices</h1> },
];
