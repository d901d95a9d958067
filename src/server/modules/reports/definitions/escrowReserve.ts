import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../types';
import { inPeriod, invoiceBooks, money, partyWhere } from '../sqlParts';

/**
 * Which invoices had escrow withheld, how much has been released and what is still held? The
 * books post escrow per client (2200, in one line per payment), so each invoice's share is read
 * from the invoice's escrow withheld at its purchase (bought as of the day, from the journal) and
 * the releases posted by that day (reserve_release_escrows of releases whose entry is dated on or
 * before it); their sum per client equals the client's 2200 balance.
 */
export const escrowReserve: ReportDefinition = {
  handle: 'escrow_reserve',
  columns: [
    { field: 'client_name', header: 'Client', kind: 'text' },
    { field: 'debtor_name', header: 'Debtor', kind: 'text' },
    { field: 'invoice_no', header: 'Invoice No', kind: 'text' },
    { field: 'purchase_date', header: 'Purchase Date', kind: 'date' },
    { field: 'invoice_amount', header: 'Invoice Amount', kind: 'money' },
    { field: 'escrow_amount', header: 'Escrow Withheld', kind: 'money' },
    { field: 'released_amount', header: 'Released', kind: 'money' },
    { field: 'escrow_balance', header: 'Escrow Balance', kind: 'money' },
  ],
  totals: ['invoice_amount', 'escrow_amount', 'released_amount', 'escrow_balance'],
  defaultSort: { field: 'purchase_date', desc: true },
  query: (
    context,
  ) => sql`select i.id as row_id, p.company_business_name as client_name, d.legal_name as debtor_name,
      i.invoice_no, b.purchase_date::text as purchase_date, ${money(sql`b.purchased`)} as invoice_amount,
      ${money(sql`i.escrow_amount`)} as escrow_amount, ${money(sql`coalesce(r.released, 0)`)} as released_amount,
      ${money(sql`i.escrow_amount - coalesce(r.released, 0)`)} as escrow_balance
    from ${invoiceBooks(context)} b
    join invoices i on i.id = b.invoice_id
    join prospects p on p.id = i.prospect_id
    join debtors d on d.id = i.debtor_id
    left join (select e.invoice_id, sum(e.amount) as released
      from reserve_release_escrows e
      join reserve_releases rr on rr.id = e.release_id
      join journal_entries je on je.id = rr.journal_entry_id
      where je.entry_date <= ${context.asOf}::date
      group by e.invoice_id) r on r.invoice_id = i.id
    where b.purchased > 0 and i.escrow_amount > 0 and ${inPeriod(context, sql`b.purchase_date`)}
      and ${partyWhere(context, { client: sql`i.prospect_id`, debtor: sql`i.debtor_id` })}`,
};
