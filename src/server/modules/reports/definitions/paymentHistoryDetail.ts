import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../types';
import { inPeriod, linesAsOf, money, partyWhere } from '../sqlParts';

/** Which payments came in for which invoices: each collection's receivable credit and fee. */
export const paymentHistoryDetail: ReportDefinition = {
  handle: 'payment_history_detail',
  columns: [
    { field: 'payment_date', header: 'Payment Date', kind: 'date' },
    { field: 'check_no', header: 'Check No', kind: 'text' },
    { field: 'client_name', header: 'Client', kind: 'text' },
    { field: 'debtor_name', header: 'Debtor', kind: 'text' },
    { field: 'invoice_no', header: 'Invoice No', kind: 'text' },
    { field: 'invoice_amount', header: 'Invoice Amount', kind: 'money' },
    { field: 'paid_amount', header: 'Paid Amount', kind: 'money' },
    { field: 'fee_amount', header: 'Fee', kind: 'money' },
  ],
  totals: ['paid_amount', 'fee_amount'],
  defaultSort: { field: 'payment_date', desc: true },
  query: (
    context,
  ) => sql`select min(l.id) as row_id, l.entry_date::text as payment_date, coalesce(c.check_number, '') as check_no,
      p.company_business_name as client_name, d.legal_name as debtor_name, i.invoice_no,
      ${money(sql`i.invoice_amount`)} as invoice_amount,
      ${money(sql`sum(case when l.chart_code = '1200' then l.credit - l.debit else 0 end)`)} as paid_amount,
      ${money(sql`sum(case when l.chart_code = '4100' then l.credit - l.debit else 0 end)`)} as fee_amount
    from ${linesAsOf(context)} l
    join invoices i on i.id = l.invoice_id
    join prospects p on p.id = i.prospect_id
    join debtors d on d.id = i.debtor_id
    left join collections c on c.journal_entry_id = l.entry_id
    where l.operation = 'collection' and l.chart_code in ('1200', '4100') and ${inPeriod(context, sql`l.entry_date`)}
      and ${partyWhere(context, { client: sql`i.prospect_id`, debtor: sql`i.debtor_id` })}
    group by l.entry_id, l.entry_date, c.check_number, p.company_business_name, d.legal_name, i.id, i.invoice_no, i.invoice_amount`,
};
