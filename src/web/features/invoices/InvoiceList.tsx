import { useMemo, useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { invoiceStatuses } from '../../../shared/constants';
import { invoiceSortColumns, type InvoiceRow } from '../../../shared/contract/invoices';
import { messages } from '../../../shared/messages';
import { useHeldRights } from '../../session/currentUser';
import { useListWorkspace } from '../../session/listWorkspace';
import { DataTable } from '../../kit/DataTable';
import { listRequestOf } from '../../kit/listRequest';
import { PageHeader } from '../../kit/PageHeader';
import { useTableQuery } from '../../kit/useTableQuery';
import { useInvoiceDropdownsQuery } from '../../invoiceRow/invoiceRowApi';
import { useGetInvoicesQuery } from './api';
import { invoiceColumns } from './invoiceColumns';
import { InvoiceStatusFilter } from './InvoiceStatusFilter';
import { MoveToScheduleDialog } from './MoveToScheduleDialog';
import { editInvoiceState } from './navigationState';
import { useInvoiceActions } from './useInvoiceActions';
import type { ViewerKind } from '../../session/viewerKind';
import { workspaceMessages } from '../../../shared/workspaceMessages';
import { InvoiceDetailPanel } from './lazyInvoiceDetailPanel';

const S = messages.invoice.screens;

export interface InvoiceListProps {
  viewer: Exclude<ViewerKind, 'debtor'>;
}

/**
 * /invoices for staff and client users (spec part 2 §2 Invoices): the invoices the user may see,
 * searched, filtered by status, with the include-deleted toggle for staff; Move To Schedule and
 * Delete Invoice on a selection of one client's unscheduled invoices; a row opens the invoice for
 * a user holding invoice_selection.
 */
export function InvoiceList({ viewer }: InvoiceListProps) {
  const workspace = useListWorkspace('invoices');
  const navigate = useNavigate();
  const held = useHeldRights();
  const columns = useMemo(() => invoiceColumns(viewer), [viewer]);
  const query = useTableQuery({ columns, withIncludeToggle: viewer === 'staff' });
  const [status, setStatus] = useState<number>(invoiceStatuses.all);
  const dropdowns = useInvoiceDropdownsQuery();
  const { data, isFetching, refetch } = useGetInvoicesQuery({
    ...listRequestOf(query.request, invoiceSortColumns, (active) => ({ deleted: active === 'all' })),
    status,
  });
  const { actions, moving, closeMove } = useInvoiceActions();

  const handleStatus = (next: number) => {
    setStatus(next);
    query.setPage(1);
  };

  return (
    <>
      <PageHeader
        title={messages.invoice.invoices}
        breadcrumbs={[{ text: messages.invoice.invoices }]}
        actions={
          held.has('add_new_invoice') ? (
            <Button
              intent={Intent.PRIMARY}
              icon="add"
              text={messages.invoice.addNew}
              onClick={() => navigate('/addnewinvoice')}
            />
          ) : undefined
        }
      />
      <DataTable
        {...workspace}
        detail={{
          title: (row) => workspaceMessages.invoice.title(row.invoice_no ?? ''),
          render: (row) => <InvoiceDetailPanel invoiceId={row.id} />,
        }}
        label={messages.invoice.invoices}
        columns={columns}
        rows={data?.data}
        rowKey={(row) => row.id}
        total={data?.total ?? 0}
        totalEstimated={data?.total_estimated}
        lastPage={data?.last_page ?? 1}
        loading={isFetching}
        query={query}
        searchPlaceholder={S.searchPlaceholder}
        toolbar={
          <InvoiceStatusFilter
            statuses={dropdowns.data?.invoice_status ?? []}
            value={status}
            onChange={handleStatus}
          />
        }
        includeToggleLabel={viewer === 'staff' ? messages.invoice.includeDeleted : undefined}
        rowState={(row) => (row.deleted ? 'deleted' : row.is_terminated ? 'terminated' : undefined)}
        selectable={(row: InvoiceRow) => !row.deleted}
        actions={actions}
        heldRights={held}
        onRowClick={
          held.has('invoice_selection')
            ? (row) => navigate('/addnewinvoice', { state: editInvoiceState(row.id) })
            : undefined
        }
      />
      {moving && (
        <MoveToScheduleDialog
          invoices={moving}
          onClose={(moved) => {
            closeMove();
            if (moved) void refetch();
          }}
        />
      )}
    </>
  );
}
