import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../types';
import { linesAsOf, money, partyWhere } from '../sqlParts';

/** Which debtors owe us and have not paid for a while (at least `no_of_days`, default 30)? */
export const lastPaymentDate: ReportDefinition = {
  handle: 'last_payment_date',
  columns: [
    { field: 'client_name', header: 'Client', kind: 'text' },
    { field: 'debtor_name', header: 'Debtor', kind: 'text' },
    { field: 'last_payment_date', header: 'Last Payment Date', kind: 'date' },
    { field: 'no_of_days_since_last_payment', header: 'Days Since Last Payment', kind: 'number' },
    { field: 'balance', header: 'Balance', kind: 'money' },
  ],
  totals: ['balance'],
  defaultSort: { field: 'no_of_days_since_last_payment', desc: true },
  query: (context) => {
    const days = Number(context.request.no_of_days ?? '30');
    return sql`select min(a.row_id) as row_id, p.company_business_name as client_name, d.legal_name as debtor_name,
        a.last_paid::text as last_payment_date,
        case when a.last_paid is null then null else (${context.asOf}::date - a.last_paid)::int end as no_of_days_since_last_payment,
        ${money(sql`a.balance`)} as balance
      from (select min(l.id) as row_id, l.client_id, l.debtor_id, sum(l.debit - l.credit) as balance,
          max(case when l.operation = 'collection' and l.credit > 0 then l.entry_date end) as last_paid
        from ${linesAsOf(context)} l where l.chart_code = '1200' group by l.client_id, l.debtor_id) a
      join prospects p on p.id = a.client_id
      join debtors d on d.id = a.debtor_id
      where a.balance > 0 and (a.last_paid is null or ${context.asOf}::date - a.last_paid >= ${days})
        and ${partyWhere(context, { client: sql`a.client_id`, debtor: sql`a.debtor_id` })}
      group by p.company_business_name, d.legal_name, a.last_paid, a.balance`;
  },
};
