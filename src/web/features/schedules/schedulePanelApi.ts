import { baseApi } from '../../api/baseApi';
import { post } from '../../api/contractQuery';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import { workspaceEndpoints as e } from '../../../shared/contract/workspace';

/** The schedule panel's read: the schedule with its invoices, verification and payments. */
export const schedulePanelApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    schedulePanel: build.query<ResponseOf<typeof e.schedulePanel>, RequestOf<typeof e.schedulePanel>>({
      query: (body) => post(e.schedulePanel, body),
      providesTags: ['Schedule', 'Invoice', 'Payment'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useSchedulePanelQuery } = schedulePanelApi;
