import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../types';
import { inPeriod, linesAsOf, money, partyWhere } from '../sqlParts';

/**
 * Where did each check (or ACH, wire) posted in the period go: to the invoices' receivables (the
 * advance side), to fees, to chargebacks and unapplied cash.
 */
export const cashPosting: ReportDefinition = {
  handle: 'cash_posting',
  columns: [
    { field: 'posting_date', header: 'Posting Date', kind: 'date' },
    { field: 'transaction_no', header: 'Transaction No', kind: 'number' },
    { field: 'check_no', header: 'Check No', kind: 'text' },
    { field: 'client_name', header: 'Client', kind: 'text' },
    { field: 'debtor_name', header: 'Debtor', kind: 'text' },
    { field: 'check_posted', header: 'Check Posted', kind: 'money' },
    { field: 'invoices_paid', header: 'Invoices Paid', kind: 'number' },
    { field: 'applied_to_advance', header: 'Applied to Invoices', kind: 'money' },
    { field: 'applied_to_fee', header: 'Applied to Fee', kind: 'money' },
    { field: 'cb_uc_amount', header: 'Chargebacks / UC', kind: 'money' },
  ],
  totals: ['check_posted', 'invoices_paid', 'applied_to_advance', 'applied_to_fee', 'cb_uc_amount'],
  defaultSort: { field: 'transaction_no', desc: true },
  query: (
    context,
  ) => sql`select c.id as row_id, l.entry_date::text as posting_date, l.entry_id as transaction_no,
      c.check_number as check_no, p.company_business_name as client_name, d.legal_name as debtor_name,
      ${money(sql`sum(case when l.chart_code = '1000' then l.debit - l.credit else 0 end)`)} as check_posted,
      count(distinct case when l.chart_code = '1200' and l.credit > 0 then l.invoice_id end)::int as invoices_paid,
      ${money(sql`sum(case when l.chart_code = '1200' then l.credit - l.debit else 0 end)`)} as applied_to_advance,
      ${money(sql`sum(case when l.chart_code = '4100' then l.credit - l.debit else 0 end)`)} as applied_to_fee,
      ${money(sql`sum(case when l.chart_code = '1300' or (l.chart_code = '2300' and l.credit > 0) then l.credit else 0 end)`)} as cb_uc_amount
    from collections c
    join ${linesAsOf(context)} l on l.entry_id = c.journal_entry_id
    join prospects p on p.id = c.prospect_id
    join debtors d on d.id = c.debtor_id
    where ${inPeriod(context, sql`l.entry_date`)}
      and ${partyWhere(context, { client: sql`c.prospect_id`, debtor: sql`c.debtor_id` })}
    group by c.id, l.entry_date, l.entry_id, c.check_number, p.company_business_name, d.legal_name`,
};
