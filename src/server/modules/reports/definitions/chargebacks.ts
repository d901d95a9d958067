import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../types';
import { inPeriod, linesAsOf, money, partyWhere } from '../sqlParts';

/** Which invoices were charged back to their clients in the period, for how much and what fee? */
export const chargebacksReport: ReportDefinition = {
  handle: 'chargebacks',
  columns: [
    { field: 'chargeback_date', header: 'Chargeback Date', kind: 'date' },
    { field: 'client_name', header: 'Client', kind: 'text' },
    { field: 'debtor_name', header: 'Debtor', kind: 'text' },
    { field: 'invoice_no', header: 'Invoice No', kind: 'text' },
    { field: 'invoice_amount', header: 'Invoice Amount', kind: 'money' },
    { field: 'cb_uc_amount', header: 'Chargeback Amount', kind: 'money' },
    { field: 'fee_amount', header: 'Chargeback Fee', kind: 'money' },
    { field: 'aging', header: 'Days Since', kind: 'number' },
  ],
  totals: ['invoice_amount', 'cb_uc_amount', 'fee_amount'],
  defaultSort: { field: 'chargeback_date', desc: true },
  query: (context) => sql`select min(l.id) as row_id, l.entry_date::text as chargeback_date,
      p.company_business_name as client_name, d.legal_name as debtor_name, i.invoice_no,
      ${money(sql`i.invoice_amount`)} as invoice_amount,
      ${money(sql`sum(case when l.chart_code = '1200' then l.credit - l.debit else 0 end)`)} as cb_uc_amount,
      ${money(sql`sum(case when l.chart_code = '4300' then l.credit - l.debit else 0 end)`)} as fee_amount,
      (${context.asOf}::date - l.entry_date)::int as aging
    from ${linesAsOf(context)} l
    join invoices i on i.id = l.invoice_id
    join prospects p on p.id = i.prospect_id
    join debtors d on d.id = i.debtor_id
    where l.operation = 'chargeback' and l.chart_code in ('1200', '4300') and ${inPeriod(context, sql`l.entry_date`)}
      and ${partyWhere(context, { client: sql`i.prospect_id`, debtor: sql`i.debtor_id` })}
    group by l.entry_id, l.entry_date, p.company_business_name, d.legal_name, i.id, i.invoice_no, i.invoice_amount`,
};
