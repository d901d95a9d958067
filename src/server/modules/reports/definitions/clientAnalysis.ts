import { sql } from 'drizzle-orm';
import { durationStart } from '../../../../shared/reportPeriods';
import type { ReportDefinition } from '../types';
import { linesAsOf, money, partyWhere, percent } from '../sqlParts';

/**
 * How has each client done month by month: what we bought (sales), what we paid out (average
 * fund per invoice bought), what it earned us (discount, wire and chargeback fees) and the yield.
 */
export const clientAnalysis: ReportDefinition = {
  handle: 'client_analysis',
  refusedTo: ['debtor'],
  columns: [
    { field: 'client_name', header: 'Client', kind: 'text' },
    { field: 'month_year', header: 'Month', kind: 'text' },
    { field: 'invoices_purchased', header: 'Invoices Bought', kind: 'number' },
    { field: 'sales', header: 'Sales', kind: 'money' },
    { field: 'average_fund', header: 'Average Fund', kind: 'money' },
    { field: 'earnings', header: 'Earnings', kind: 'money' },
    { field: 'yield', header: 'Yield (%)', kind: 'percent' },
  ],
  totals: ['invoices_purchased', 'sales', 'earnings'],
  defaultSort: { field: 'month_key', desc: true },
  query: (context) => {
    const start = durationStart(context.request.duration ?? 0, context.asOf);
    return sql`select m.client_id * 1000000 + m.month_key as row_id, m.month_key, p.company_business_name as client_name,
        to_char(to_date(m.month_key::text, 'YYYYMM'), 'MM/YYYY') as month_year,
        m.invoices::int as invoices_purchased, ${money(sql`m.sales`)} as sales,
        ${money(sql`case when m.invoices = 0 then 0 else round(m.advances / m.invoices, 2) end`)} as average_fund,
        ${money(sql`m.earnings`)} as earnings, ${percent(sql`m.earnings`, sql`m.advances`)} as yield
      from (select l.client_id, (extract(year from l.entry_date) * 100 + extract(month from l.entry_date))::int as month_key,
          sum(case when l.chart_code = '1200' and l.operation in ('schedule_payment', 'funding_reversal') then l.debit - l.credit else 0 end) as sales,
          count(distinct case when l.chart_code = '1200' and l.operation = 'schedule_payment' and l.debit > 0 then l.invoice_id end) as invoices,
          sum(case when l.chart_code = '2000' and l.operation in ('schedule_payment', 'funding_reversal') then l.debit - l.credit else 0 end) as advances,
          sum(case when l.chart_code in ('4100', '4200', '4300') then l.credit - l.debit else 0 end) as earnings
        from ${linesAsOf(context)} l
        where l.client_id is not null ${start ? sql`and l.entry_date >= ${start}::date` : sql``}
          and ${partyWhere(context, { client: sql`l.client_id` })}
        group by 1, 2) m
      join prospects p on p.id = m.client_id`;
  },
};
