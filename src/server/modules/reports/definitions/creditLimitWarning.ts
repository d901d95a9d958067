import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../types';
import { linesAsOf, money, partyWhere, percent } from '../sqlParts';

/** Which debtors are near or over the credit limit a client has with them (limit %, default 80)? */
export const creditLimitWarning: ReportDefinition = {
  handle: 'credit_limit_warning',
  columns: [
    { field: 'client_name', header: 'Client', kind: 'text' },
    { field: 'debtor_name', header: 'Debtor', kind: 'text' },
    { field: 'debtor_credit_limit', header: 'Credit Limit', kind: 'money' },
    { field: 'funded_balance', header: 'Funded Balance', kind: 'money' },
    { field: 'balance_to_limit_percentage', header: 'Balance to Limit (%)', kind: 'percent' },
  ],
  totals: ['debtor_credit_limit', 'funded_balance'],
  defaultSort: { field: 'balance_to_limit_percentage', desc: true },
  query: (context) => {
    const limit = context.request.limit ?? '80';
    return sql`select dc.id as row_id, p.company_business_name as client_name, d.legal_name as debtor_name,
        ${money(sql`dc.credit_limit`)} as debtor_credit_limit, ${money(sql`coalesce(a.balance, 0)`)} as funded_balance,
        ${percent(sql`coalesce(a.balance, 0)`, sql`dc.credit_limit`)} as balance_to_limit_percentage
      from debtor_clients dc
      join prospects p on p.id = dc.prospect_id
      join debtors d on d.id = dc.debtor_id
      left join (select l.client_id, l.debtor_id, sum(l.debit - l.credit) as balance
        from ${linesAsOf(context)} l where l.chart_code = '1200' group by l.client_id, l.debtor_id) a
        on a.client_id = dc.prospect_id and a.debtor_id = dc.debtor_id
      where ${partyWhere(context, { client: sql`dc.prospect_id`, debtor: sql`dc.debtor_id` })}
        and coalesce(a.balance, 0) * 100 >= ${limit}::numeric * dc.credit_limit and coalesce(a.balance, 0) > 0`;
  },
};
