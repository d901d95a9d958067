import { useMemo } from 'react';
import { DataTable } from '../../src/web/kit/DataTable';
import type { TableColumn, TableDetail, TableLayout } from '../../src/web/kit/tableTypes';
import { useTableQuery } from '../../src/web/kit/useTableQuery';
import { formatUsd } from '../../src/shared/money';
import type { ClientRow } from './clientRows';
import { fakeList } from './fakeList';

export const workspaceColumns: TableColumn<ClientRow>[] = [
  { id: 'name', header: 'Client Name', sortable: true, hideable: false, cell: (row) => row.name },
  { id: 'email', header: 'Email', sortable: true, cell: (row) => row.email },
  { id: 'city', header: 'City', cell: (row) => row.city },
  {
    id: 'credit_limit',
    header: 'Credit Limit',
    align: 'right',
    sortable: true,
    cell: (row) => formatUsd(row.credit_limit),
  },
  { id: 'status', header: 'Status', cell: (row) => row.status },
];

export interface WorkspaceDemoProps {
  /** The rows the fake server holds. */
  rows: readonly ClientRow[];
  /** Staff workspace or the simplified layout. */
  layout: TableLayout;
  /** Where the split is remembered. */
  storageKey: string;
  /** Opens a row's full page. */
  onOpenFullPage: (row: ClientRow) => void;
  /** A dedicated panel instead of the generic one. */
  detail?: TableDetail<ClientRow>;
  /** The page size the list starts with. */
  pageSize?: 10 | 'All';
}

/** A client list in the staff workspace, over an in-memory list endpoint. */
export function WorkspaceDemo({
  rows,
  layout,
  storageKey,
  onOpenFullPage,
  detail,
  pageSize = 10,
}: WorkspaceDemoProps) {
  const query = useTableQuery({ columns: workspaceColumns, withIncludeToggle: true, pageSize });
  const page = useMemo(
    () =>
      fakeList(rows, query.request, {
        searchIn: ['name', 'email'],
        hiddenUnlessShowAll: (row) => row.status !== 'active',
      }),
    [rows, query.request],
  );
  return (
    <DataTable
      label="Clients"
      layout={layout}
      storageKey={storageKey}
      detail={detail}
      columns={workspaceColumns}
      rows={page.data}
      rowKey={(row) => row.id}
      total={page.total}
      lastPage={page.last_page}
      query={query}
      searchPlaceholder="Search by client name & email"
      includeToggleLabel="Include deleted/terminated clients"
      rowState={(row) => (row.status === 'active' ? undefined : row.status)}
      selectable={(row) => row.status === 'active'}
      actions={[{ id: 'invite', label: 'Invite', enabled: (s) => s.length > 0, onSelect: () => undefined }]}
      onRowClick={onOpenFullPage}
    />
  );
}
