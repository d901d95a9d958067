import { useNavigate } from 'react-router-dom';
import type { DebtorContact, DebtorLimit, PanelInvoice } from '../../../shared/contract/workspace';
import { formatUsDate } from '../../../shared/dates';
import { formatUsd } from '../../../shared/money';
import { workspaceMessages as W } from '../../../shared/workspaceMessages';
import type { CompactColumn } from '../../kit/CompactTable';
import { RecordPanel } from '../../kit/RecordPanel';
import { SectionTable } from '../../kit/SectionTable';
import { useDebtorPanelQuery } from './debtorPanelApi';
import { editDebtorState } from './navigationState';

const T = W.debtor;
const C = W.columns;

const limitColumns: readonly CompactColumn<DebtorLimit>[] = [
  { title: C.client, cell: (limit) => limit.client_name },
  { title: T.creditLimit, cell: (limit) => formatUsd(limit.credit_limit), numeric: true },
  { title: T.available, cell: (limit) => formatUsd(limit.available_credit), numeric: true },
  { title: C.status, cell: (limit) => limit.status_text },
];

const contactColumns: readonly CompactColumn<DebtorContact>[] = [
  { title: C.name, cell: (contact) => contact.name },
  { title: C.email, cell: (contact) => contact.email },
  { title: C.phone, cell: (contact) => contact.phone },
  { title: C.department, cell: (contact) => contact.department },
];

const invoiceColumns: readonly CompactColumn<PanelInvoice>[] = [
  { title: C.invoiceNo, cell: (invoice) => invoice.invoice_no },
  { title: C.client, cell: (invoice) => invoice.client_name },
  { title: C.amount, cell: (invoice) => formatUsd(invoice.invoice_amount), numeric: true },
  { title: C.dueDate, cell: (invoice) => formatUsDate(invoice.invoice_due_date) },
  { title: C.status, cell: (invoice) => invoice.status_text },
];

export interface DebtorDetailPanelProps {
  /** The debtor shown; the panel reads it with the caller's rights. */
  debtorId: number;
}

/**
 * A debtor beside its list: its credit limit and available credit with each client holding it
 * (a client user sees its own), its contacts and its open invoices.
 */
export function DebtorDetailPanel({ debtorId }: DebtorDetailPanelProps) {
  const navigate = useNavigate();
  const query = useDebtorPanelQuery({ debtor_id: debtorId });
  const debtor = query.data?.debtor;
  // The debtor's page opens one client's hold on it: the first the caller sees.
  const firstHold = debtor?.limits[0];
  return (
    <RecordPanel
      query={query}
      title={debtor?.legal_name}
      onOpenPage={
        firstHold &&
        (() =>
          navigate('/editdebtor', {
            state: editDebtorState({ id: debtorId, prospect_id: firstHold.prospect_id }),
          }))
      }
      facts={
        debtor && [
          { label: C.email, value: debtor.email },
          { label: C.phone, value: debtor.phone },
          { label: W.debtor.address, value: debtor.address },
        ]
      }
    >
      {debtor && (
        <>
          <SectionTable
            title={T.limits}
            emptyText={T.noLimits}
            columns={limitColumns}
            rows={debtor.limits}
            rowKey={(limit) => limit.prospect_id}
          />
          <SectionTable
            title={T.contacts}
            emptyText={T.noContacts}
            columns={contactColumns}
            rows={debtor.contacts}
            rowKey={(contact) => contact.email}
          />
          <SectionTable
            title={T.openInvoices}
            emptyText={T.noOpenInvoices}
            columns={invoiceColumns}
            rows={debtor.open_invoices}
            rowKey={(invoice) => invoice.id}
            footnote={
              debtor.open_invoice_count > debtor.open_invoices.length && (
                <p>{T.moreInvoices(debtor.open_invoices.length, debtor.open_invoice_count)}</p>
              )
            }
          />
        </>
      )}
    </RecordPanel>
  );
}
