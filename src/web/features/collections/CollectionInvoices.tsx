import { Button, Popover } from '@blueprintjs/core';
import { useState } from 'react';
import type { ClientCollection, Collection } from '../../../shared/contract/collections';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { CompactTable, type CompactColumn } from '../../kit/CompactTable';
import type { TableDetail } from '../../kit/tableTypes';

/** A collection of the list: a client user's comes without the factor's fees. */
export type CollectionListRow = Collection | ClientCollection;
type CollectionInvoice = CollectionListRow['invoices'][number];

const S = messages.collectionScreen;

const columns: readonly CompactColumn<CollectionInvoice>[] = [
  { title: S.invoiceNo, cell: (invoice) => invoice.invoice_no },
  { title: S.kind, cell: (invoice) => (invoice.kind === 'chargeback' ? S.chargebackRow : S.invoiceRow) },
  { title: S.columns.collected, numeric: true, cell: (invoice) => formatUsd(invoice.collected_amount) },
  { title: S.uc, numeric: true, cell: (invoice) => formatUsd(invoice.uc) },
  { title: S.moveToChargeback, cell: (invoice) => (invoice.move_to_cb ? S.yes : S.no) },
];

/** The invoices a collection settled, as a small table. */
export function CollectionInvoicesTable({ row }: { row: CollectionListRow }) {
  return (
    <CompactTable
      label={S.invoicesOf(row.collection_id)}
      fill
      columns={columns}
      rows={row.invoices}
      rowKey={(invoice) => `${invoice.kind}:${invoice.invoice_no}`}
    />
  );
}

/** The row's Invoices cell: the count, which expands to the invoices it settled. */
export function CollectionInvoicesCell({ row }: { row: CollectionListRow }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      content={<CollectionInvoicesTable row={row} />}
      placement="bottom-end"
      isOpen={open}
      onInteraction={(next) => setOpen(next)}
    >
      <Button
        small
        minimal
        rightIcon={open ? 'caret-up' : 'caret-down'}
        text={String(row.invoices.length)}
        aria-label={S.invoicesOf(row.collection_id)}
        aria-expanded={open}
        onClick={(event) => {
          // The row's own click (select, open the panel) is not this one.
          event.stopPropagation();
          setOpen((was) => !was);
        }}
      />
    </Popover>
  );
}

/** A collection's detail beside the list: its invoices. */
export const collectionDetail: TableDetail<CollectionListRow> = {
  title: (row) => S.invoicesOf(row.collection_id),
  render: (row) => <CollectionInvoicesTable row={row} />,
};
