import { HTMLTable } from '@blueprintjs/core';
import type { FundingInvoice } from '../../../shared/contract/funding';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { fundingClasses } from './fundingClasses';

const S = messages.funding.screens;
const C = S.invoiceColumns;

export interface FundingInvoicesTableProps {
  invoices: readonly FundingInvoice[];
}

/** The invoices of a schedule with their advance, escrow and funding date. */
export function FundingInvoicesTable({ invoices }: FundingInvoicesTableProps) {
  if (invoices.length === 0) return <p>{messages.table.noRecord}</p>;
  return (
    <HTMLTable compact striped className={fundingClasses.table} aria-label={S.detailSections.invoices}>
      <thead>
        <tr>
          <th scope="col">{C.invoiceNo}</th>
          <th scope="col">{C.debtor}</th>
          <th scope="col">{C.invoiceDate}</th>
          <th scope="col">{C.dueDate}</th>
          <th scope="col">{C.netTerm}</th>
          <th scope="col" className={fundingClasses.amount}>
            {C.amount}
          </th>
          <th scope="col" className={fundingClasses.amount}>
            {C.advance}
          </th>
          <th scope="col" className={fundingClasses.amount}>
            {C.escrow}
          </th>
          <th scope="col">{C.fundingDate}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.invoice_id}>
            <td>{invoice.invoice_no}</td>
            <td>{invoice.legal_name}</td>
            <td>{formatUsDate(invoice.invoice_date)}</td>
            <td>{formatUsDate(invoice.invoice_due_date)}</td>
            <td>{invoice.net_invoice_term}</td>
            <td className={fundingClasses.amount}>{formatUsd(invoice.invoice_amount)}</td>
            <td className={fundingClasses.amount}>{formatUsd(invoice.advance_amount)}</td>
            <td className={fundingClasses.amount}>{formatUsd(invoice.escrow_amount)}</td>
            <td>{invoice.funding_date ? formatUsDate(invoice.funding_date) : messages.invoice.notFunded}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
