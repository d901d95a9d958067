import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { moneyColumn } from '../../kit/moneyColumn';
import { nameColumn } from '../../kit/nameColumn';
import type { TableColumn } from '../../kit/tableTypes';
import { CollectionInvoicesCell, type CollectionListRow } from './CollectionInvoices';

const L = messages.collectionScreen.columns;

const allColumns: readonly TableColumn<CollectionListRow>[] = [
  nameColumn('collection_id', L.id, (row) => row.collection_id),
  { id: 'client_name', header: L.clientName, sortable: true, cell: (row) => row.client_name },
  { id: 'debtor_name', header: L.debtorName, sortable: true, cell: (row) => row.debtor_name },
  {
    id: 'posting_date',
    header: L.postingDate,
    sortable: true,
    cell: (row) => formatUsDate(row.posting_date),
  },
  { id: 'payment_type_text', header: L.paymentType, cell: (row) => row.payment_type_text },
  { id: 'collection_type_text', header: L.collectionType, cell: (row) => row.collection_type_text },
  moneyColumn('total_amount', L.amount, (row) => row.total_amount, { sortable: true }),
  {
    id: 'invoices',
    header: L.invoices,
    align: 'right',
    truncate: false,
    cell: (row) => <CollectionInvoicesCell row={row} />,
  },
];

/** The /collections columns; a client user, who sees only its own, gets no client column. */
export function collectionColumns(forClientUser: boolean): readonly TableColumn<CollectionListRow>[] {
  return forClientUser ? allColumns.filter((column) => column.id !== 'client_name') : allColumns;
}
