import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../types';
import { money, purchasedInvoiceColumns, purchasedInvoices } from '../sqlParts';

/** What did we buy in the period: face value, advance paid out, reserve and escrow withheld. */
export const purchaseSummaryWithoutFee: ReportDefinition = {
  handle: 'purchase_summary_without_fee',
  columns: [
    ...purchasedInvoiceColumns,
    { field: 'reserve_amount', header: 'Reserve', kind: 'money' },
    { field: 'escrow_amount', header: 'Escrow', kind: 'money' },
  ],
  totals: ['invoice_amount', 'advance_amount', 'reserve_amount', 'escrow_amount'],
  defaultSort: { field: 'purchase_date', desc: true },
  query: (context) =>
    purchasedInvoices(
      context,
      sql`${money(sql`b.purchased - i.advance_amount`)} as reserve_amount, ${money(sql`i.escrow_amount`)} as escrow_amount`,
    ),
};
