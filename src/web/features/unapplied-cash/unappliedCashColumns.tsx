import type { UnappliedCashCard, UnappliedCashRow } from '../../../shared/contract/unappliedCash';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { moneyColumn } from '../../kit/moneyColumn';
import { nameColumn } from '../../kit/nameColumn';
import type { TableColumn } from '../../kit/tableTypes';

const C = messages.unappliedCash.columns;

const client = nameColumn<UnappliedCashRow>('client_name', C.clientName, (row) => row.client_name);
const debtor: TableColumn<UnappliedCashRow> = {
  id: 'debtor_name',
  header: C.debtorName,
  sortable: true,
  cell: (row) => row.debtor_name,
};
const invoiceNo: TableColumn<UnappliedCashRow> = {
  id: 'invoice_no',
  header: C.invoiceNo,
  sortable: true,
  cell: (row) => row.invoice_no ?? messages.invoice.unassigned,
};
const amount = moneyColumn<UnappliedCashRow>('amount', C.amount, (row) => row.amount, { sortable: true });
const remaining = moneyColumn<UnappliedCashRow>('remaining', C.remaining, (row) => row.remaining, {
  sortable: true,
});
const paymentType: TableColumn<UnappliedCashRow> = {
  id: 'payment_type',
  header: C.paymentType,
  cell: (row) => row.payment_type_text ?? '',
};
const checkNumber: TableColumn<UnappliedCashRow> = {
  id: 'check_number',
  header: C.checkNumber,
  cell: (row) => row.check_number ?? '',
};
const postingDate: TableColumn<UnappliedCashRow> = {
  id: 'posting_date',
  header: C.postingDate,
  sortable: true,
  cell: (row) => formatUsDate(row.posting_date),
};
const status: TableColumn<UnappliedCashRow> = {
  id: 'status',
  header: C.status,
  cell: (row) => messages.unappliedCash.statuses[row.status] ?? '',
};
const note: TableColumn<UnappliedCashRow> = {
  id: 'note',
  header: C.note,
  defaultVisible: false,
  cell: (row) => row.note,
};
const releasedDate: TableColumn<UnappliedCashRow> = {
  id: 'uc_released_date',
  header: C.releasedDate,
  sortable: true,
  cell: (row) => formatUsDate(row.uc_released_date),
};
const returnType: TableColumn<UnappliedCashRow> = {
  id: 'return_payment_type',
  header: C.paymentType,
  cell: (row) => row.return_payment_type_text ?? '',
};
const returned = moneyColumn<UnappliedCashRow>(
  'returned_amount',
  C.returnedAmount,
  (row) => row.returned_amount ?? '0',
);
const wireFee = moneyColumn<UnappliedCashRow>(
  'return_wire_fee',
  C.returnWireFee,
  (row) => row.return_wire_fee ?? '0',
);

const staffColumns: Record<UnappliedCashCard, readonly TableColumn<UnappliedCashRow>[]> = {
  with_invoices: [client, invoiceNo, debtor, amount, remaining, postingDate, status, note],
  without_invoices: [client, debtor, amount, remaining, paymentType, checkNumber, postingDate, note],
  released: [client, debtor, amount, returned, wireFee, returnType, releasedDate, postingDate, note],
};

/** The client role's simplified sets: no client column (it is always itself), no comments. */
const clientColumns: Record<UnappliedCashCard, readonly TableColumn<UnappliedCashRow>[]> = {
  with_invoices: [invoiceNo, debtor, remaining, postingDate],
  without_invoices: [debtor, amount, remaining, postingDate],
  released: [debtor, returned, releasedDate],
};

/** The columns of a card, for staff or for a client user. */
export function unappliedCashColumns(
  card: UnappliedCashCard,
  isClient: boolean,
): readonly TableColumn<UnappliedCashRow>[] {
  return (isClient ? clientColumns : staffColumns)[card];
}
