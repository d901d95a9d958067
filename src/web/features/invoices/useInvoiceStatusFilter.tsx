import { useState } from 'react';
import { invoiceStatuses } from '../../../shared/constants';
import { useInvoiceDropdownsQuery } from '../../invoiceRow/invoiceRowApi';
import { InvoiceStatusFilter } from './InvoiceStatusFilter';

/**
 * The status filter of an invoice list: the status asked for (All at first) and the filter to put
 * in the list's toolbar. Choosing a status goes back to the first page.
 */
export function useInvoiceStatusFilter(query: { setPage: (page: number) => void }) {
  const [status, setStatus] = useState<number>(invoiceStatuses.all);
  const dropdowns = useInvoiceDropdownsQuery();
  const filter = (
    <InvoiceStatusFilter
      statuses={dropdowns.data?.invoice_status ?? []}
      value={status}
      onChange={(next) => {
        setStatus(next);
        query.setPage(1);
      }}
    />
  );
  return { status, filter };
}
