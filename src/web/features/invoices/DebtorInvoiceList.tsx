import { debtorInvoiceSortColumns } from '../../../shared/contract/invoices';
import { messages } from '../../../shared/messages';
import { ListScreen, useList } from '../../session/ListScreen';
import { listRequestOf } from '../../kit/listRequest';
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
  const list = useList('debtor-invoices', debtorInvoiceColumns, { withIncludeToggle: false });
  const { status, filter } = useInvoiceStatusFilter(list.query);
  const openInvoice = useOpenInvoice();
  const answer = useGetDebtorInvoicesQuery({
    ...listRequestOf(list.query.request, debtorInvoiceSortColumns, () => ({})),
    status,
  });

  return (
    <>
      <ListScreen
        list={list}
        answer={answer}
        title={messages.invoice.invoices}
        rowKey={(row) => row.id}
        searchPlaceholder={S.searchPlaceholderDebtor}
        toolbar={filter}
        onRowClick={openInvoice}
      />
    </>
  );
}
