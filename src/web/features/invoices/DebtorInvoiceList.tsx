import { debtorInvoiceSortColumns } from '../../../shared/contract/invoices';
import { messages } from '../../../shared/messages';
import { useListWorkspace } from '../../session/listWorkspace';
import { pageProps } from '../../api/listPage';
import { DataTable } from '../../kit/DataTable';
import { listRequestOf } from '../../kit/listRequest';
import { PageHeader } from '../../kit/PageHeader';
import { useTableQuery } from '../../kit/useTableQuery';
import { useInvoiceStatusFilter } from './useInvoiceStatusFilter';
import { useOpenInvoice } from './useOpenInvoice';
import { useGetDebtorInvoicesQuery } from './api';
import { debtorInvoiceColumns } from './invoiceColumns';

const S = messages.invoice.screens;

/**
 * /invoices for a debtor user (spec part 2 §2): the invoices it owes, searched by number and
 * client, filtered by status; a row opens the invoice to approve or deny it. The server answers
 * its rows without the client's terms, so there is nothing else to show.
 */
export function DebtorInvoiceList() {
  const workspace = useListWorkspace('debtor-invoices');
  const query = useTableQuery({ columns: debtorInvoiceColumns, withIncludeToggle: false });
  const { status, filter } = useInvoiceStatusFilter(query);
  const openInvoice = useOpenInvoice();
  const { data, isFetching } = useGetDebtorInvoicesQuery({
    ...listRequestOf(query.request, debtorInvoiceSortColumns, () => ({})),
    status,
  });

  return (
    <>
      <PageHeader title={messages.invoice.invoices} breadcrumbs={[{ text: messages.invoice.invoices }]} />
      <DataTable
        {...workspace}
        label={messages.invoice.invoices}
        columns={debtorInvoiceColumns}
        rowKey={(row) => row.id}
        {...pageProps(data, isFetching)}
        query={query}
        searchPlaceholder={S.searchPlaceholderDebtor}
        toolbar={filter}
        onRowClick={openInvoice}
      />
    </>
  );
}
