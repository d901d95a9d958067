import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { invoiceStatuses } from '../../../shared/constants';
import { debtorInvoiceSortColumns } from '../../../shared/contract/invoices';
import { messages } from '../../../shared/messages';
import { useHeldRights } from '../../session/currentUser';
import { useListWorkspace } from '../../session/listWorkspace';
import { DataTable } from '../../kit/DataTable';
import { listRequestOf } from '../../kit/listRequest';
import { PageHeader } from '../../kit/PageHeader';
import { useTableQuery } from '../../kit/useTableQuery';
import { useInvoiceDropdownsQuery } from '../../invoiceRow/invoiceRowApi';
import { useGetDebtorInvoicesQuery } from './api';
import { debtorInvoiceColumns } from './invoiceColumns';
import { InvoiceStatusFilter } from './InvoiceStatusFilter';
import { editInvoiceState } from './navigationState';

const S = messages.invoice.screens;

/**
 * /invoices for a debtor user (spec part 2 §2): the invoices it owes, searched by number and
 * client, filtered by status; a row opens the invoice to approve or deny it. The server answers
 * its rows without the client's terms, so there is nothing else to show.
 */
export function DebtorInvoiceList() {
  const workspace = useListWorkspace('debtor-invoices');
  const navigate = useNavigate();
  const held = useHeldRights();
  const query = useTableQuery({ columns: debtorInvoiceColumns, withIncludeToggle: false });
  const [status, setStatus] = useState<number>(invoiceStatuses.all);
  const dropdowns = useInvoiceDropdownsQuery();
  const { data, isFetching } = useGetDebtorInvoicesQuery({
    ...listRequestOf(query.request, debtorInvoiceSortColumns, () => ({})),
    status,
  });

  const handleStatus = (next: number) => {
    setStatus(next);
    query.setPage(1);
  };

  return (
    <>
      <PageHeader title={messages.invoice.invoices} breadcrumbs={[{ text: messages.invoice.invoices }]} />
      <DataTable
        {...workspace}
        label={messages.invoice.invoices}
        columns={debtorInvoiceColumns}
        rows={data?.data}
        rowKey={(row) => row.id}
        total={data?.total ?? 0}
        totalEstimated={data?.total_estimated}
        lastPage={data?.last_page ?? 1}
        loading={isFetching}
        query={query}
        searchPlaceholder={S.searchPlaceholderDebtor}
        toolbar={
          <InvoiceStatusFilter
            statuses={dropdowns.data?.invoice_status ?? []}
            value={status}
            onChange={handleStatus}
          />
        }
        onRowClick={
          held.has('invoice_selection')
            ? (row) => navigate('/addnewinvoice', { state: editInvoiceState(row.id) })
            : undefined
        }
      />
    </>
  );
}
