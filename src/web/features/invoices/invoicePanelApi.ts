import { baseApi } from '../../api/baseApi';
import { post } from '../../api/contractQuery';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import { workspaceEndpoints as e } from '../../../shared/contract/workspace';

/** The invoice panel's read: the invoice with its schedule, debtor, payments, books and timeline. */
export const invoicePanelApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    invoicePanel: build.query<ResponseOf<typeof e.invoicePanel>, RequestOf<typeof e.invoicePanel>>({
      query: (body) => post(e.invoicePanel, body),
      providesTags: ['Invoice', 'Payment', 'Schedule', 'Chargeback'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useInvoicePanelQuery } = invoicePanelApi;
