import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../types';
import { inPeriod, linesAsOf, money, partyWhere } from '../sqlParts';

/**
 * How did each client's cash reserve move: every posting to its reserve (2100) in the period, with
 * the reserve balance after it.
 */
export const reserveDetail: ReportDefinition = {
  handle: 'reserve_detail',
  refusedTo: ['debtor'],
  columns: [
    { field: 'transaction_no', header: 'Transaction No', kind: 'number' },
    { field: 'entry_date', header: 'Date', kind: 'date' },
    { field: 'client_name', header: 'Client', kind: 'text' },
    { field: 'description', header: 'Description', kind: 'text' },
    { field: 'invoice_no', header: 'Invoice No', kind: 'text' },
    { field: 'debit_amount', header: 'Debit', kind: 'money' },
    { field: 'credit_amount', header: 'Credit', kind: 'money' },
    { field: 'reserve_balance', header: 'Reserve Balance', kind: 'money' },
  ],
  totals: ['debit_amount', 'credit_amount'],
  defaultSort: { field: 'transaction_no', desc: false },
  query: (
    context,
  ) => sql`select r.row_id, r.transaction_no, r.entry_date::text as entry_date, p.company_business_name as client_name,
      r.description, coalesce(i.invoice_no, '') as invoice_no,
      ${money(sql`r.debit`)} as debit_amount, ${money(sql`r.credit`)} as credit_amount, ${money(sql`r.running`)} as reserve_balance
    from (select l.id as row_id, l.entry_id as transaction_no, l.entry_date, l.client_id, l.invoice_id, l.debit, l.credit,
        je.memo as description,
        sum(l.credit - l.debit) over (partition by l.client_id order by l.entry_date, l.entry_id, l.id) as running
      from ${linesAsOf(context)} l join journal_entries je on je.id = l.entry_id
      where l.chart_code = '2100' and ${partyWhere(context, { client: sql`l.client_id` })}) r
    join prospects p on p.id = r.client_id
    left join invoices i on i.id = r.invoice_id
    where ${inPeriod(context, sql`r.entry_date`)}`,
};
