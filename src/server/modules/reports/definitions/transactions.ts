import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../types';
import { inPeriod, linesAsOf, money, partyWhere } from '../sqlParts';

/**
 * Every movement on the clients' own accounts with us in the fiscal year (or period): receivables,
 * chargebacks, advances, reserves, escrow, unapplied cash and fees, in plain words, never the
 * factor's account codes.
 */
export const accountWords: Readonly<Record<string, string>> = {
  '1200': 'Invoices bought',
  '1300': 'Chargebacks',
  '2000': 'Advances',
  '2100': 'Reserve',
  '2200': 'Escrow',
  '2300': 'Unapplied cash',
  '4100': 'Discount fees',
  '4200': 'Wire fees',
  '4300': 'Chargeback fees',
};

export const transactionsReport: ReportDefinition = {
  handle: 'transactions',
  defaultPeriod: 'fiscalYear',
  columns: [
    { field: 'transaction_no', header: 'Transaction No', kind: 'number' },
    { field: 'entry_date', header: 'Date', kind: 'date' },
    { field: 'client_name', header: 'Client', kind: 'text' },
    { field: 'debtor_name', header: 'Debtor', kind: 'text' },
    { field: 'account', header: 'Account', kind: 'text' },
    { field: 'description', header: 'Description', kind: 'text' },
    { field: 'invoice_no', header: 'Invoice No', kind: 'text' },
    { field: 'debit_amount', header: 'Debit', kind: 'money' },
    { field: 'credit_amount', header: 'Credit', kind: 'money' },
  ],
  totals: ['debit_amount', 'credit_amount'],
  defaultSort: { field: 'transaction_no', desc: false },
  query: (context) => {
    const type = context.request.transaction_type ?? 'all';
    const words = sql.join(
      Object.entries(accountWords).map(([code, word]) => sql`when ${code} then ${word}`),
      sql` `,
    );
    return sql`select l.id as row_id, l.entry_id as transaction_no, l.entry_date::text as entry_date,
        p.company_business_name as client_name, coalesce(d.legal_name, '') as debtor_name,
        case l.chart_code ${words} else '' end as account, je.memo as description, coalesce(i.invoice_no, '') as invoice_no,
        ${money(sql`l.debit`)} as debit_amount, ${money(sql`l.credit`)} as credit_amount
      from ${linesAsOf(context)} l
      join journal_entries je on je.id = l.entry_id
      join prospects p on p.id = l.client_id
      left join debtors d on d.id = l.debtor_id
      left join invoices i on i.id = l.invoice_id
      where l.chart_code in (${sql.join(
        Object.keys(accountWords).map((code) => sql`${code}`),
        sql`, `,
      )})
        and ${inPeriod(context, sql`l.entry_date`)}
        ${type === 'debit' ? sql`and l.debit > 0` : type === 'credit' ? sql`and l.credit > 0` : sql``}
        and ${partyWhere(context, { client: sql`l.client_id`, debtor: sql`l.debtor_id` })}`;
  },
};
