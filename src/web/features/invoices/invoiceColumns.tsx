import type { DebtorInvoiceRow, InvoiceRow } from '../../../shared/contract/invoices';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { TruncatedText } from '../../kit/TruncatedText';
import { moneyColumn } from '../../kit/moneyColumn';
import type { TableColumn } from '../../kit/tableTypes';
import { fundingDateText, noteCellMax, numberOrUnassigned } from '../../invoiceRow/invoiceText';
import type { ViewerKind } from '../../session/viewerKind';

const L = messages.invoice.screens.labels;

/** Columns of what is owed: a debtor user's rows carry these fields too. */
const owed = {
  invoiceNo: {
    id: 'invoice_no',
    header: L.invoiceNo,
    sortable: true,
    hideable: false,
    cell: (row) => numberOrUnassigned(row.invoice_no),
  },
  client: {
    id: 'company_business_name',
    header: L.clientName,
    sortable: true,
    cell: (row) => row.company_business_name,
  },
  amount: moneyColumn('invoice_amount', L.invoiceAmount, (row) => row.invoice_amount, { sortable: true }),
  invoiceDate: {
    id: 'invoice_date',
    header: L.invoiceDate,
    sortable: true,
    cell: (row) => formatUsDate(row.invoice_date),
  },
  dueDate: {
    id: 'invoice_due_date',
    header: L.dueDate,
    sortable: true,
    defaultVisible: false,
    cell: (row) => formatUsDate(row.invoice_due_date),
  },
  status: { id: 'status', header: L.status, sortable: true, cell: (row) => row.status_text },
  note: {
    id: 'note',
    header: L.note,
    truncate: false,
    cell: (row) => <TruncatedText text={row.note} max={noteCellMax} />,
  },
  createdAt: {
    id: 'created_at',
    header: L.createdAt,
    sortable: true,
    defaultVisible: false,
    cell: (row) => formatUsDate(row.created_at),
  },
} satisfies Record<string, TableColumn<DebtorInvoiceRow>>;

const allColumns: readonly TableColumn<InvoiceRow>[] = [
  owed.invoiceNo,
  {
    id: 'schedule_no',
    header: L.scheduleNo,
    sortable: true,
    cell: (row) => numberOrUnassigned(row.schedule_no),
  },
  owed.client,
  { id: 'legal_name', header: L.debtorName, sortable: true, cell: (row) => row.legal_name },
  owed.amount,
  moneyColumn('advance_amount', L.advanceAmount, (row) => row.advance_amount, { sortable: true }),
  owed.invoiceDate,
  owed.dueDate,
  {
    id: 'funding_date',
    header: L.fundingDate,
    sortable: true,
    cell: (row) => fundingDateText(row.funding_date),
  },
  owed.status,
  owed.note,
  owed.createdAt,
];

/**
 * The /invoices columns for staff and a client user; a client user sees no client column (it is
 * always itself).
 */
export function invoiceColumns(viewer: Exclude<ViewerKind, 'debtor'>): readonly TableColumn<InvoiceRow>[] {
  return allColumns.filter((column) => !(viewer === 'client' && column.id === 'company_business_name'));
}

/**
 * A debtor user's /invoices columns: what it owes, without the debtor column (spec part 2 §2: the
 * debtor column is for users without a debtor id) and without what its rows do not carry.
 */
export const debtorInvoiceColumns: readonly TableColumn<DebtorInvoiceRow>[] = [
  owed.invoiceNo,
  owed.client,
  owed.amount,
  owed.invoiceDate,
  owed.dueDate,
  owed.status,
  owed.note,
  owed.createdAt,
];
