import { cacheTag } from '../../../shared/cacheTags';
import { dashboardEndpoints as d } from '../../../shared/contract/dashboards';
import { baseApi } from '../../api/baseApi';
import { queryOf } from '../../api/contractEndpoints';

/** What the dashboards read: a change to invoices, collections or chargebacks re-reads them. */
const reads = [cacheTag.invoice, cacheTag.collection, cacheTag.chargeback];

export const dashboardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardAnalytics: queryOf(build, d.fetchAnalytics, { provides: reads, field: 'analytics' }),
    debtConcentration: queryOf(build, d.fetchDebtConcentration, { provides: reads, field: 'clients' }),
    invoiceAnalytics: queryOf(build, d.fetchInvoiceAnalytics, { provides: reads }),
  }),
  overrideExisting: 'throw',
});

export const { useDashboardAnalyticsQuery, useDebtConcentrationQuery, useInvoiceAnalyticsQuery } =
  dashboardsApi;
