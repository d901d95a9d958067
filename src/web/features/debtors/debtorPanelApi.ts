import { baseApi } from '../../api/baseApi';
import { post } from '../../api/contractQuery';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import { workspaceEndpoints as e } from '../../../shared/contract/workspace';

/** The debtor panel's read: the debtor with its limits per client, contacts and open invoices. */
export const debtorPanelApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    debtorPanel: build.query<ResponseOf<typeof e.debtorPanel>, RequestOf<typeof e.debtorPanel>>({
      query: (body) => post(e.debtorPanel, body),
      providesTags: ['Debtor', 'Invoice'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useDebtorPanelQuery } = debtorPanelApi;
