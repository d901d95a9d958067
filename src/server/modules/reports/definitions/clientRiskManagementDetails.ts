import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../types';
import { linesAsOf, money, partyWhere, percent } from '../sqlParts';

/**
 * How exposed are we to each client on the day: its receivables, reserves and escrow held, how
 * much of its receivables one debtor owes (risk concentration), how fast it turns (collections of
 * the last 12 months over today's receivables) and how much of what we bought came back as
 * chargebacks (dilution).
 */
export const clientRiskManagementDetails: ReportDefinition = {
  handle: 'client_risk_management_details',
  refusedTo: ['debtor'],
  columns: [
    { field: 'client_name', header: 'Client', kind: 'text' },
    { field: 'debtors', header: 'Debtors', kind: 'number' },
    { field: 'balance', header: 'Receivables', kind: 'money' },
    { field: 'reserve_balance', header: 'Reserve Balance', kind: 'money' },
    { field: 'escrow_balance', header: 'Escrow Balance', kind: 'money' },
    { field: 'risk_concentration', header: 'Largest Debtor (%)', kind: 'percent' },
    { field: 'ar_turnover', header: 'AR Turnover', kind: 'number' },
    { field: 'dilution_percentage', header: 'Dilution (%)', kind: 'percent' },
  ],
  totals: ['balance', 'reserve_balance', 'escrow_balance'],
  defaultSort: { field: 'client_name', desc: false },
  query: (context) => sql`with l as ${linesAsOf(context)},
      pair as (select client_id, debtor_id, sum(debit - credit) as balance from l where chart_code = '1200' group by 1, 2),
      client as (select l.client_id,
          sum(case when chart_code = '1200' then debit - credit else 0 end) as balance,
          sum(case when chart_code = '2100' then credit - debit else 0 end) as reserve,
          sum(case when chart_code = '2200' then credit - debit else 0 end) as escrow,
          sum(case when chart_code = '1200' and operation = 'collection' and entry_date > ${context.asOf}::date - 365 then credit - debit else 0 end) as collected,
          sum(case when chart_code = '1200' and operation in ('schedule_payment', 'funding_reversal') then debit - credit else 0 end) as bought,
          sum(case when chart_code = '1200' and operation = 'chargeback' then credit - debit else 0 end) as charged_back
        from l where l.client_id is not null group by l.client_id)
    select c.client_id as row_id, p.company_business_name as client_name,
      (select count(*) from pair where pair.client_id = c.client_id and pair.balance > 0)::int as debtors,
      ${money(sql`c.balance`)} as balance, ${money(sql`c.reserve`)} as reserve_balance, ${money(sql`c.escrow`)} as escrow_balance,
      ${percent(sql`(select max(balance) from pair where pair.client_id = c.client_id)`, sql`c.balance`)} as risk_concentration,
      case when c.balance = 0 then null else round(c.collected / c.balance, 2)::float8 end as ar_turnover,
      ${percent(sql`c.charged_back`, sql`c.bought`)} as dilution_percentage
    from client c join prospects p on p.id = c.client_id
    where (c.bought <> 0 or c.balance <> 0 or c.reserve <> 0) and ${partyWhere(context, { client: sql`c.client_id` })}`,
};
