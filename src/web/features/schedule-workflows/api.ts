import { baseApi } from '../../api/baseApi';
import { post } from '../../api/contractQuery';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import { fundingEndpoints as e } from '../../../shared/contract/funding';
import { objectUrlOf } from '../../api/objectUrl';

/**
 * The schedule workflows' calls (Verify Schedule, Delete Schedule, Download as PDF). The machines
 * call them step by step, so they are mutations: nothing here is a cached list.
 */
export const scheduleWorkflowsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkChargebacks: build.mutation<
      ResponseOf<typeof e.checkChargebacks>,
      RequestOf<typeof e.checkChargebacks>
    >({
      query: (body) => post(e.checkChargebacks, body),
    }),
    verifySchedule: build.mutation<ResponseOf<typeof e.verify>, RequestOf<typeof e.verify>>({
      query: (body) => post(e.verify, body),
      invalidatesTags: ['Schedule', 'Chargeback'],
    }),
    scheduleReassignment: build.mutation<ResponseOf<typeof e.reassignment>, RequestOf<typeof e.reassignment>>(
      {
        query: (body) => post(e.reassignment, body),
      },
    ),
    deleteSchedule: build.mutation<ResponseOf<typeof e.deleteSchedule>, RequestOf<typeof e.deleteSchedule>>({
      query: (body) => post(e.deleteSchedule, body),
      invalidatesTags: ['Schedule', 'Invoice', 'Chargeback'],
    }),
    /** The schedule of assignment as an object URL for a new tab; null where the runtime makes none. */
    schedulePdfUrl: build.mutation<string | null, RequestOf<typeof e.download>>({
      query: (body) => ({
        ...post(e.download, body),
        responseHandler: async (response: Response) =>
          response.ok ? objectUrlOf(await response.blob()) : response.json(),
      }),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useCheckChargebacksMutation,
  useVerifyScheduleMutation,
  useScheduleReassignmentMutation,
  useDeleteScheduleMutation,
  useSchedulePdfUrlMutation,
} = scheduleWorkflowsApi;
