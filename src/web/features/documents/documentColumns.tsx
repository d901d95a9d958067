import { Button } from '@blueprintjs/core';
import type { DocumentRow, DocumentType } from '../../../shared/contract/documents';
import { formatUsDate, formatUsDateTime } from '../../../shared/dates';
import { documentMessages as M } from '../../../shared/messages/documents';
import { nameColumn } from '../../kit/nameColumn';
import type { TableColumn } from '../../kit/tableTypes';

const C = M.columns;

/** Which list the columns are for: one tab of the client's page, or every file (the dialog). */
export type DocumentListKind = DocumentType | 'all';

const title = nameColumn<DocumentRow>('attachment_name', C.attachmentName, (row) => row.attachment_name);
const category: TableColumn<DocumentRow> = {
  id: 'category',
  header: C.category,
  cell: (row) => M.tabs[row.type],
};
const kind: TableColumn<DocumentRow> = {
  id: 'attachment_type',
  header: C.attachmentType,
  sortable: true,
  cell: (row) => row.attachment_type,
};
const uploadedBy: TableColumn<DocumentRow> = {
  id: 'uploaded_by',
  header: C.uploadedBy,
  sortable: true,
  cell: (row) => row.uploaded_by ?? '',
};
const updatedAt: TableColumn<DocumentRow> = {
  id: 'updated_at',
  header: C.updatedAt,
  sortable: true,
  cell: (row) => formatUsDateTime(row.updated_at),
};
const invoiceNo: TableColumn<DocumentRow> = {
  id: 'invoice_no',
  header: C.invoiceNo,
  sortable: true,
  cell: (row) => row.invoice_no ?? '',
};
const debtorName: TableColumn<DocumentRow> = {
  id: 'debtor_name',
  header: C.debtorName,
  sortable: true,
  cell: (row) => row.debtor_name ?? '',
};
const collectionId: TableColumn<DocumentRow> = {
  id: 'collection_id',
  header: C.collectionId,
  sortable: true,
  cell: (row) => (row.collection_id === null ? '' : String(row.collection_id)),
};
const collectionDate: TableColumn<DocumentRow> = {
  id: 'collection_date',
  header: C.collectionDate,
  sortable: true,
  cell: (row) => formatUsDate(row.collection_date),
};

/** The columns between the title and View, per list (spec part 3 §3 Document or attachment). */
const middle: Record<DocumentListKind, readonly TableColumn<DocumentRow>[]> = {
  prospect: [kind, uploadedBy, updatedAt],
  invoice: [invoiceNo, debtorName, uploadedBy, updatedAt],
  collection: [kind, collectionId, collectionDate, uploadedBy, updatedAt],
  all: [category, kind, updatedAt],
};

/**
 * A list of a client's files: its title first, the columns of its tab, and View, which opens the
 * file in a new tab with the caller's rights (`open`).
 */
export function documentColumns(
  list: DocumentListKind,
  open: (row: DocumentRow) => void,
): readonly TableColumn<DocumentRow>[] {
  const view: TableColumn<DocumentRow> = {
    id: 'view',
    header: C.view,
    hideable: false,
    truncate: false,
    cell: (row) => (
      <Button
        variant="minimal"
        size="small"
        icon="eye-open"
        aria-label={M.viewDocument(row.attachment_name)}
        onClick={(event) => {
          event.stopPropagation();
          open(row);
        }}
      />
    ),
  };
  return [title, ...middle[list], view];
}
