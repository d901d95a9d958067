import { z } from 'zod';
import { compareIsoDates, isIsoDate } from '../dates';
import { messages } from '../messages';
import {
  answerWith,
  DateText,
  defineEndpoint,
  idMax,
  MoneyText,
  PageRequestFields,
  pageOf,
  PercentText,
} from './endpoint';

/**
 * The dashboards (spec part 3 §1 Dashboards, §3, §7; docs/decisions/0032-dashboards-and-charts.md):
 * the analytics dashboard's cards, charts and debt-concentration table, and the debtor dashboard's
 * invoice figures. Every figure is read from the purchased invoices and the collections the books
 * are checked against, in the caller's scope.
 */

/** 0 (or nothing) is 'All Clients' / 'All Debtors'. */
const PartyFilter = z.number().int().min(0).max(idMax).default(0);
/** A calendar date 'YYYY-MM-DD'; empty or absent: no bound. */
const DateFilter = z
  .string()
  .max(10)
  .refine((value) => value === '' || isIsoDate(value), messages.http.badRequest)
  .optional()
  .transform((value) => (value ? value : null));

const dashboardFilterFields = {
  prospect_id: PartyFilter,
  debtor_id: PartyFilter,
  from_date: DateFilter,
  to_date: DateFilter,
};

function checkPeriod(
  request: { from_date: string | null; to_date: string | null },
  context: z.RefinementCtx,
) {
  if (request.from_date && request.to_date && compareIsoDates(request.from_date, request.to_date) > 0) {
    context.addIssue({ code: 'custom', path: ['to_date'], message: messages.http.badRequest });
  }
}

export const DashboardFilterSchema = z.strictObject(dashboardFilterFields).superRefine(checkPeriod);
export type DashboardFilter = z.input<typeof DashboardFilterSchema>;
export type ParsedDashboardFilter = z.output<typeof DashboardFilterSchema>;

export const DebtConcentrationRequestSchema = z
  .strictObject({ ...dashboardFilterFields, ...PageRequestFields })
  .superRefine(checkPeriod);
export type DebtConcentrationRequest = z.input<typeof DebtConcentrationRequestSchema>;

/** The age buckets of collections (days from invoice date to the collection's posting date). */
export const collectionAges = ['0-30', '31-60', '61-90', '91+'] as const;
export type CollectionAge = (typeof collectionAges)[number];

/** A debtor of the debtors-data chart: the ten debtors owing most in the filters. */
export const DebtorDataSchema = z.object({
  debtor_id: z.number().int(),
  name: z.string(),
  total_debt: MoneyText,
  total_paid_amount: MoneyText,
  /** Days, one decimal: the average age of its open invoices. */
  average_aging: z.number(),
  /** Days, one decimal: the average age of its invoices when the period's collections paid them. */
  average_aging_turnover: z.number(),
});
export type DebtorData = z.infer<typeof DebtorDataSchema>;

export const CollectionDataSchema = z.object({
  age: z.enum(collectionAges),
  collection: MoneyText,
});

export const AnalyticsSchema = z.object({
  /** Days, one decimal: the average age (as of today) of the open purchased invoices. */
  average_aging: z.number(),
  /** The open purchased receivables (invoice − collected − charged back). */
  total_debt: MoneyText,
  /** What the period's collections applied to purchased invoices. */
  total_paid_amount: MoneyText,
  /** total_debt ÷ the debtors owing something. */
  average_debt_per_debtor: MoneyText,
  debtors_data: z.array(DebtorDataSchema),
  collection_data: z.array(CollectionDataSchema),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;

export const ConcentrationDebtorSchema = z.object({
  debtor_id: z.number().int(),
  debtor_name: z.string(),
  /** Of its client's open debt, in percent with 2 decimals. */
  concentration: PercentText,
  total_debt: MoneyText,
});

export const ConcentrationClientSchema = z.object({
  prospect_id: z.number().int(),
  client_name: z.string(),
  /** Of the whole open debt the filters match, in percent with 2 decimals. */
  concentration: PercentText,
  total_debt: MoneyText,
  debtors: z.array(ConcentrationDebtorSchema),
});
export type ConcentrationClient = z.infer<typeof ConcentrationClientSchema>;

export const InvoiceAnalyticsRequestSchema = z.strictObject({
  /** Staff (and a client) may name a debtor; a debtor user always reads its own. */
  debtor_id: PartyFilter,
});
export type InvoiceAnalyticsRequest = z.input<typeof InvoiceAnalyticsRequestSchema>;

export const InvoiceAnalyticsSchema = z.object({
  /** Paid in full. */
  collected: z.number().int(),
  /** Open and not yet past due. */
  due_30: z.number().int(),
  /** Open and past due. */
  over_due: z.number().int(),
  /** Charged back. */
  charge_back: z.number().int(),
  collected_percentage: PercentText,
  due_30_percentage: PercentText,
  over_due_percentage: PercentText,
  charge_back_percentage: PercentText,
  /** The purchased invoices counted. */
  total: z.number().int(),
  /** The debtor's usual net term (the most frequent of its invoices'; 30 without any). */
  discount_days: z.number().int(),
});
export type InvoiceAnalytics = z.infer<typeof InvoiceAnalyticsSchema>;

export const RecentInvoiceSchema = z.object({
  id: z.number().int(),
  invoice_no: z.string(),
  client_name: z.string(),
  invoice_date: DateText,
  invoice_due_date: DateText,
  invoice_amount: MoneyText,
  open_balance: MoneyText,
  state: z.enum(['paid', 'due', 'over_due', 'charge_back']),
});
export type RecentInvoice = z.infer<typeof RecentInvoiceSchema>;

export const dashboardEndpoints = {
  fetchAnalytics: defineEndpoint({
    path: 'dashboard/fetch_analytics',
    tag: 'dashboards',
    summary:
      "The analytics dashboard's cards and charts for the caller's scope: average aging, total debt, total paid, average debt per debtor, the top ten debtors and the period's collections by age",
    access: { all: ['view_dashboard'] },
    request: DashboardFilterSchema,
    response: answerWith({ analytics: AnalyticsSchema }),
  }),
  fetchDebtConcentration: defineEndpoint({
    path: 'dashboard/fetch_debt_concentration',
    tag: 'dashboards',
    summary:
      "Debt concentration per client (most debt first) with its debtors, of the caller's scope: each client's share of the open debt and each debtor's share of its client's",
    access: { all: ['view_dashboard'] },
    request: DebtConcentrationRequestSchema,
    response: answerWith({ clients: pageOf(ConcentrationClientSchema) }),
  }),
  fetchInvoiceAnalytics: defineEndpoint({
    path: 'dashboard/fetch_invoice_analytics',
    tag: 'dashboards',
    summary:
      'The debtor dashboard: its purchased invoices paid, due, over due and charged back, their shares, its net term and its ten most recent invoices. A debtor user reads its own without further rights (/debtordashboard lists none); others need view_dashboard and name a debtor',
    access: {},
    request: InvoiceAnalyticsRequestSchema,
    response: answerWith({
      analytics: InvoiceAnalyticsSchema,
      recent_invoices: z.array(RecentInvoiceSchema),
    }),
  }),
};
