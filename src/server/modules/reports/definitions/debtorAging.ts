import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../types';
import { inPeriod, invoiceBooks, money, partyWhere } from '../sqlParts';

/** How much does each debtor owe on the day, by the age of its invoices (from the invoice date)? */
export const debtorAging: ReportDefinition = {
  handle: 'debtor_aging',
  columns: [
    { field: 'debtor_name', header: 'Debtor', kind: 'text' },
    { field: 'client_name', header: 'Client', kind: 'text' },
    { field: 'current', header: '0-30', kind: 'money' },
    { field: 'days_31_60', header: '31-60', kind: 'money' },
    { field: 'days_61_90', header: '61-90', kind: 'money' },
    { field: 'over_90', header: 'Over 90', kind: 'money' },
    { field: 'balance', header: 'Balance', kind: 'money' },
    { field: 'aging', header: 'Average Aging (days)', kind: 'number' },
  ],
  totals: ['current', 'days_31_60', 'days_61_90', 'over_90', 'balance'],
  defaultSort: { field: 'balance', desc: true },
  query: (context) => {
    const age = sql`(${context.asOf}::date - i.invoice_date)`;
    const bucket = (low: number, high: number | null) =>
      money(
        sql`sum(case when ${age} >= ${low} ${high === null ? sql`` : sql`and ${age} <= ${high}`} then b.balance else 0 end)`,
      );
    return sql`select min(i.id) as row_id, d.legal_name as debtor_name, p.company_business_name as client_name,
        ${bucket(-100000, 30)} as current, ${bucket(31, 60)} as days_31_60, ${bucket(61, 90)} as days_61_90,
        ${bucket(91, null)} as over_90, ${money(sql`sum(b.balance)`)} as balance,
        round(sum(${age} * b.balance) / nullif(sum(b.balance), 0))::int as aging
      from ${invoiceBooks(context)} b
      join invoices i on i.id = b.invoice_id
      join prospects p on p.id = i.prospect_id
      join debtors d on d.id = i.debtor_id
      where b.balance > 0 and ${inPeriod(context, sql`i.invoice_date`)}
        and ${partyWhere(context, { client: sql`i.prospect_id`, debtor: sql`i.debtor_id` })}
      group by d.id, d.legal_name, p.id, p.company_business_name`;
  },
};
