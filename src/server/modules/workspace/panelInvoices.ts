import { eq } from 'drizzle-orm';
import type { PanelInvoice } from '../../../shared/contract/workspace';
import { dropdownLabel } from '../../../shared/dropdowns';
import { toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { debtors, invoices, prospects } from '../../db/schema';
import { invoiceVerified } from '../schedules/verification';

/** The columns a panel's invoice list reads: the invoice, its client's and debtor's names, its verification. */
const panelInvoiceColumns = {
  invoice: invoices,
  clientName: prospects.companyBusinessName,
  debtorName: debtors.legalName,
  verified: invoiceVerified,
};

/** The query a panel's invoice list starts from; the caller adds its conditions and order. */
export function panelInvoiceQuery(db: Db) {
  return db
    .select(panelInvoiceColumns)
    .from(invoices)
    .innerJoin(prospects, eq(prospects.id, invoices.prospectId))
    .innerJoin(debtors, eq(debtors.id, invoices.debtorId));
}

export function toPanelInvoice(row: {
  invoice: typeof invoices.$inferSelect;
  clientName: string;
  debtorName: string;
  verified: boolean;
}): PanelInvoice {
  const { invoice } = row;
  return {
    id: invoice.id,
    invoice_no: invoice.invoiceNo,
    client_name: row.clientName,
    legal_name: row.debtorName,
    invoice_amount: toMoneyString(invoice.invoiceAmount),
    advance_amount: toMoneyString(invoice.advanceAmount),
    invoice_due_date: invoice.invoiceDueDate,
    funding_date: invoice.fundingDate,
    verified: row.verified,
    status_text: dropdownLabel('invoice_status', invoice.status) ?? '',
  };
}
