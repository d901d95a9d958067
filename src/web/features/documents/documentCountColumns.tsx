import { Button } from '@blueprintjs/core';
import type { DocumentCountRow } from '../../../shared/contract/documents';
import { formatUsDateTime } from '../../../shared/dates';
import { documentMessages as M } from '../../../shared/messages/documents';
import { nameColumn } from '../../kit/nameColumn';
import type { TableColumn } from '../../kit/tableTypes';

const C = M.columns;

/**
 * The clients' columns on /documents (spec part 3 §3 Document count row): the client, how many files
 * it has, its latest file and when, and the view icon that opens View Document List (`view`).
 */
export function documentCountColumns(
  view: (row: DocumentCountRow) => void,
): readonly TableColumn<DocumentCountRow>[] {
  return [
    nameColumn('client_name', C.clientName, (row) => row.client_name),
    { id: 'count', header: C.count, sortable: true, align: 'right', cell: (row) => String(row.count) },
    { id: 'attachment_name', header: C.latest, cell: (row) => row.attachment_name ?? '' },
    {
      id: 'updated_at',
      header: C.updatedAt,
      sortable: true,
      cell: (row) => formatUsDateTime(row.updated_at),
    },
    {
      id: 'view',
      header: C.view,
      hideable: false,
      truncate: false,
      cell: (row) => (
        <Button
          variant="minimal"
          size="small"
          icon="eye-open"
          aria-label={M.viewDocumentListOf(row.client_name)}
          onClick={(event) => {
            event.stopPropagation();
            view(row);
          }}
        />
      ),
    },
  ];
}
