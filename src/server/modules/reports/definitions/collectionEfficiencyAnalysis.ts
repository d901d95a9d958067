import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../types';
import { linesAsOf, money, partyWhere, percent } from '../sqlParts';

/**
 * How well does each client's book collect over the period: of what was owed at its start plus
 * what we bought during it, how much was collected (efficiency) and how much was charged back
 * (dilution).
 */
export const collectionEfficiencyAnalysis: ReportDefinition = {
  handle: 'collection_efficiency_analysis',
  columns: [
    { field: 'client_name', header: 'Client', kind: 'text' },
    { field: 'opening_balance', header: 'Opening Balance', kind: 'money' },
    { field: 'sales', header: 'Bought', kind: 'money' },
    { field: 'paid_amount', header: 'Collected', kind: 'money' },
    { field: 'cb_uc_amount', header: 'Charged Back', kind: 'money' },
    { field: 'balance', header: 'Closing Balance', kind: 'money' },
    { field: 'efficiency', header: 'Efficiency (%)', kind: 'percent' },
    { field: 'dilution_percentage', header: 'Dilution (%)', kind: 'percent' },
  ],
  totals: ['opening_balance', 'sales', 'paid_amount', 'cb_uc_amount', 'balance'],
  defaultSort: { field: 'client_name', desc: false },
  query: (context) => {
    const from = context.period?.from ?? '1900-01-01';
    const before = sql`l.entry_date < ${from}::date`;
    const within = sql`l.entry_date >= ${from}::date`;
    return sql`select a.client_id as row_id, p.company_business_name as client_name,
        ${money(sql`a.opening`)} as opening_balance, ${money(sql`a.bought`)} as sales, ${money(sql`a.collected`)} as paid_amount,
        ${money(sql`a.charged_back`)} as cb_uc_amount, ${money(sql`a.closing`)} as balance,
        ${percent(sql`a.collected`, sql`(a.opening + a.bought)`)} as efficiency,
        ${percent(sql`a.charged_back`, sql`(a.opening + a.bought)`)} as dilution_percentage
      from (select l.client_id,
          sum(case when ${before} then l.debit - l.credit else 0 end) as opening,
          sum(case when ${within} and l.operation in ('schedule_payment', 'funding_reversal') then l.debit - l.credit else 0 end) as bought,
          sum(case when ${within} and l.operation = 'collection' then l.credit - l.debit else 0 end) as collected,
          sum(case when ${within} and l.operation = 'chargeback' then l.credit - l.debit else 0 end) as charged_back,
          sum(l.debit - l.credit) as closing
        from ${linesAsOf(context)} l
        where l.chart_code = '1200' ${context.period ? sql`and l.entry_date <= ${context.period.to}::date` : sql``}
          and ${partyWhere(context, { client: sql`l.client_id`, debtor: sql`l.debtor_id` })}
        group by l.client_id) a
      join prospects p on p.id = a.client_id
      where a.opening <> 0 or a.bought <> 0 or a.closing <> 0`;
  },
};
