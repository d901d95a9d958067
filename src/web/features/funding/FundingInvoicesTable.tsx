import type { FundingInvoice } from '../../../shared/contract/funding';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { CompactTable, type CompactColumn } from '../../kit/CompactTable';

const S = messages.funding.screens;
const C = S.invoiceColumns;

const columns: readonly CompactColumn<FundingInvoice>[] = [
  { title: C.invoiceNo, cell: (invoice) => invoice.invoice_no },
  { title: C.debtor, cell: (invoice) => invoice.legal_name },
  { title: C.invoiceDate, cell: (invoice) => formatUsDate(invoice.invoice_date) },
  { title: C.dueDate, cell: (invoice) => formatUsDate(invoice.invoice_due_date) },
  { title: C.netTerm, cell: (invoice) => invoice.net_invoice_term },
  { title: C.amount, cell: (invoice) => formatUsd(invoice.invoice_amount), numeric: true },
  { title: C.advance, cell: (invoice) => formatUsd(invoice.advance_amount), numeric: true },
  { title: C.escrow, cell: (invoice) => formatUsd(invoice.escrow_amount), numeric: true },
  {
    title: C.fundingDate,
    cell: (invoice) =>
      invoice.funding_date ? formatUsDate(invoice.funding_date) : messages.invoice.notFunded,
  },
];

export interface FundingInvoicesTableProps {
  invoices: readonly FundingInvoice[];
}

/** The invoices of a schedule with their advance, escrow and funding date. */
export function FundingInvoicesTable({ invoices }: FundingInvoicesTableProps) {
  if (invoices.length === 0) return <p>{messages.table.noRecord}</p>;
  return (
    <CompactTable
      fill
      label={S.detailSections.invoices}
      columns={columns}
      rows={invoices}
      rowKey={(invoice) => invoice.invoice_id}
    />
  );
}
