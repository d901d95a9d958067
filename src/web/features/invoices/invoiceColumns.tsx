import type { InvoiceRow } from '../../../shared/contract/invoices';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { TruncatedText } from '../../kit/TruncatedText';
import type { TableColumn } from '../../kit/tableTypes';
import { fundingDateText, noteCellMax, numberOrUnassigned } from './invoiceText';
import type { ViewerKind } from './viewerKind';

const L = messages.invoice.screens.labels;

const allColumns: readonly TableColumn<InvoiceRow>[] = [
  {
    id: 'invoice_no',
    header: L.invoiceNo,
    sortable: true,
    hideable: false,
    cell: (row) => numberOrUnassigned(row.invoice_no),
  },
  {
    id: 'schedule_no',
    header: L.scheduleNo,
    sortable: true,
    cell: (row) => numberOrUnassigned(row.schedule_no),
  },
  {
    id: 'company_business_name',
    header: L.clientName,
    sortable: true,
    cell: (row) => row.company_business_name,
  },
  { id: 'legal_name', header: L.debtorName, sortable: true, cell: (row) => row.legal_name },
  {
    id: 'invoice_amount',
    header: L.invoiceAmount,
    sortable: true,
    align: 'right',
    cell: (row) => formatUsd(row.invoice_amount),
  },
  {
    id: 'advance_amount',
    header: L.advanceAmount,
    sortable: true,
    align: 'right',
    cell: (row) => formatUsd(row.advance_amount),
  },
  {
    id: 'invoice_date',
    header: L.invoiceDate,
    sortable: true,
    cell: (row) => formatUsDate(row.invoice_date),
  },
  {
    id: 'invoice_due_date',
    header: L.dueDate,
    sortable: true,
    defaultVisible: false,
    cell: (row) => formatUsDate(row.invoice_due_date),
  },
  {
    id: 'funding_date',
    header: L.fundingDate,
    sortable: true,
    cell: (row) => fundingDateText(row.funding_date),
  },
  { id: 'status', header: L.status, sortable: true, cell: (row) => row.status_text },
  {
    id: 'note',
    header: L.note,
    truncate: false,
    cell: (row) => <TruncatedText text={row.note} max={noteCellMax} />,
  },
  {
    id: 'created_at',
    header: L.createdAt,
    sortable: true,
    defaultVisible: false,
    cell: (row) => formatUsDate(row.created_at),
  },
];

/**
 * The /invoices columns for a viewer: a client user sees no client column (it is always itself), a
 * debtor user no debtor column (spec part 2 §2: the debtor column is for users without a debtor id).
 */
export function invoiceColumns(viewer: ViewerKind): readonly TableColumn<InvoiceRow>[] {
  return allColumns.filter(
    (column) =>
      !(viewer === 'client' && column.id === 'company_business_name') &&
      !(viewer === 'debtor' && column.id === 'legal_name'),
  );
}
