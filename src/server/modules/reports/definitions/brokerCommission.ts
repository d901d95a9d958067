import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../types';
import { inPeriod, linesAsOf, money, partyWhere } from '../sqlParts';

/**
 * What do we owe each broker for the clients it referred: their purchases (sales) and the discount
 * fees they earned in the period, at the broker's rate of commission.
 */
export const brokerCommission: ReportDefinition = {
  handle: 'broker_commission',
  // A client is not shown what the business pays its broker (docs/decisions/0030-reports.md).
  refusedTo: ['client', 'debtor'],
  columns: [
    { field: 'broker_name', header: 'Broker', kind: 'text' },
    { field: 'client_name', header: 'Client', kind: 'text' },
    { field: 'sales', header: 'Sales', kind: 'money' },
    { field: 'fee_amount', header: 'Fees Earned', kind: 'money' },
    { field: 'rate_of_commission', header: 'Rate of Commission (%)', kind: 'percent' },
    { field: 'earnings', header: 'Commission', kind: 'money' },
  ],
  totals: ['sales', 'fee_amount', 'earnings'],
  defaultSort: { field: 'broker_name', desc: false },
  query: (context) => sql`select p.id as row_id, trim(b.first_name || ' ' || b.last_name) as broker_name,
      p.company_business_name as client_name, ${money(sql`f.sales`)} as sales, ${money(sql`f.fee`)} as fee_amount,
      coalesce(b.broker_commission, 0)::numeric(5,2)::text as rate_of_commission,
      ${money(sql`round(f.fee * coalesce(b.broker_commission, 0) / 100, 2)`)} as earnings
    from prospects p
    join brokers b on b.referral_code = p.broker_referral_code
    join (select l.client_id,
        sum(case when l.chart_code = '1200' and l.operation in ('schedule_payment', 'funding_reversal') then l.debit - l.credit else 0 end) as sales,
        sum(case when l.chart_code = '4100' then l.credit - l.debit else 0 end) as fee
      from ${linesAsOf(context)} l
      where l.chart_code in ('1200', '4100') and ${inPeriod(context, sql`l.entry_date`)}
      group by l.client_id) f on f.client_id = p.id
    where ${partyWhere(context, { client: sql`p.id` })}
      ${context.brokerId === null && context.request.broker_id ? sql`and b.id = ${context.request.broker_id}` : sql``}`,
};
