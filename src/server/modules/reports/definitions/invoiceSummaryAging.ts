import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../types';
import { inPeriod, invoiceBooks, money, partyWhere } from '../sqlParts';

/** Which bought invoices are still open on the day, how old, and how much of each is owed? */
export const invoiceSummaryAging: ReportDefinition = {
  handle: 'invoice_summary_aging',
  columns: [
    { field: 'client_name', header: 'Client', kind: 'text' },
    { field: 'debtor_name', header: 'Debtor', kind: 'text' },
    { field: 'invoice_no', header: 'Invoice No', kind: 'text' },
    { field: 'invoice_date', header: 'Invoice Date', kind: 'date' },
    { field: 'invoice_due_date', header: 'Due Date', kind: 'date' },
    { field: 'aging', header: 'Aging (days)', kind: 'number' },
    { field: 'invoice_amount', header: 'Invoice Amount', kind: 'money' },
    { field: 'paid_amount', header: 'Paid Amount', kind: 'money' },
    { field: 'balance', header: 'Balance', kind: 'money' },
  ],
  totals: ['invoice_amount', 'paid_amount', 'balance'],
  defaultSort: { field: 'aging', desc: true },
  query: (
    context,
  ) => sql`select i.id as row_id, p.company_business_name as client_name, d.legal_name as debtor_name,
      i.invoice_no, i.invoice_date::text as invoice_date, i.invoice_due_date::text as invoice_due_date,
      (${context.asOf}::date - i.invoice_date)::int as aging,
      ${money(sql`b.purchased`)} as invoice_amount, ${money(sql`b.paid`)} as paid_amount, ${money(sql`b.balance`)} as balance
    from ${invoiceBooks(context)} b
    join invoices i on i.id = b.invoice_id
    join prospects p on p.id = i.prospect_id
    join debtors d on d.id = i.debtor_id
    where b.balance > 0 and ${inPeriod(context, sql`i.invoice_date`)}
      and ${partyWhere(context, { client: sql`i.prospect_id`, debtor: sql`i.debtor_id` })}`,
};
