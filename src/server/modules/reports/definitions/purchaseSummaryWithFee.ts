import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../types';
import { money, purchasedInvoiceColumns, purchasedInvoices } from '../sqlParts';

/** Which invoices did we buy in the period, for how much, and what have they earned and paid? */
export const purchaseSummaryWithFee: ReportDefinition = {
  handle: 'purchase_summary_with_fee',
  columns: [
    ...purchasedInvoiceColumns,
    { field: 'fee_amount', header: 'Fee', kind: 'money' },
    { field: 'paid_amount', header: 'Paid Amount', kind: 'money' },
    { field: 'balance', header: 'Balance', kind: 'money' },
  ],
  totals: ['invoice_amount', 'advance_amount', 'fee_amount', 'paid_amount', 'balance'],
  defaultSort: { field: 'purchase_date', desc: true },
  query: (context) =>
    purchasedInvoices(
      context,
      sql`${money(sql`b.fee`)} as fee_amount, ${money(sql`b.paid`)} as paid_amount, ${money(sql`b.balance`)} as balance`,
    ),
};
