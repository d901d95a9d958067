import { useMemo } from 'react';
import { invoiceSortColumns, type InvoiceRow } from '../../../shared/contract/invoices';
import { messages } from '../../../shared/messages';
import { ListScreen, useList } from '../../session/ListScreen';
import { lifecycleState } from '../../kit/tableTypes';
import { listRequestOf } from '../../kit/listRequest';
import { useInvoiceStatusFilter } from './useInvoiceStatusFilter';
import { useOpenInvoice } from './useOpenInvoice';
import { useGetInvoicesQuery } from './api';
import { invoiceColumns } from './invoiceColumns';
import { MoveToScheduleDialog } from './MoveToScheduleDialog';
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
  const columns = useMemo(() => invoiceColumns(viewer), [viewer]);
  const list = useList('invoices', columns, { withIncludeToggle: viewer === 'staff' });
  const { status, filter } = useInvoiceStatusFilter(list.query);
  const openInvoice = useOpenInvoice();
  const answer = useGetInvoicesQuery({
    ...listRequestOf(list.query.request, invoiceSortColumns, (active) => ({ deleted: active === 'all' })),
    status,
  });
  const { actions, moving, closeMove } = useInvoiceActions();

  return (
    <>
      <ListScreen
        list={list}
        answer={answer}
        title={messages.invoice.invoices}
        addNew={{ rights: ['add_new_invoice'], text: messages.invoice.addNew, to: '/addnewinvoice' }}
        detail={{
          title: (row) => workspaceMessages.invoice.title(row.invoice_no ?? ''),
          render: (row) => <InvoiceDetailPanel invoiceId={row.id} />,
        }}
        rowKey={(row) => row.id}
        searchPlaceholder={S.searchPlaceholder}
        toolbar={filter}
        includeToggleLabel={viewer === 'staff' ? messages.invoice.includeDeleted : undefined}
        rowState={(row) => lifecycleState(row.deleted, row.is_terminated)}
        selectable={(row: InvoiceRow) => !row.deleted}
        actions={actions}
        onRowClick={openInvoice}
      />
      {moving && (
        <MoveToScheduleDialog
          invoices={moving}
          onClose={(moved) => {
            closeMove();
            if (moved) void answer.refetch();
          }}
        />
      )}
    </>
  );
}
