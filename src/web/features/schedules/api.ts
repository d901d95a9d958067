import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import { scheduleEndpoints as e } from '../../../shared/contract/schedules';
import { baseApi } from '../../api/baseApi';
import { post } from '../../api/contractQuery';

/** The schedule-of-assignment screens (/scheduleofassignment, /addnewscheduleofassignment). */
export const schedulesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSchedules: build.query<ResponseOf<typeof e.fetch>['schedules'], RequestOf<typeof e.fetch>>({
      query: (body) => post(e.fetch, body),
      transformResponse: (answer: ResponseOf<typeof e.fetch>) => answer.schedules,
      providesTags: ['Schedule'],
    }),
    getSchedule: build.query<ResponseOf<typeof e.details>['schedule'], number>({
      query: (id) => post(e.details, { id }),
      transformResponse: (answer: ResponseOf<typeof e.details>) => answer.schedule,
      providesTags: (_result, _error, id) => ['Schedule', { type: 'Schedule', id }],
    }),
    nextScheduleNumber: build.query<number, number>({
      query: (prospectId) => post(e.nextNumber, { prospect_id: prospectId }),
      transformResponse: (answer: ResponseOf<typeof e.nextNumber>) => answer.schedule_no,
      providesTags: ['Schedule'],
    }),
    saveSchedule: build.mutation<ResponseOf<typeof e.save>, RequestOf<typeof e.save>>({
      query: (body) => post(e.save, body),
      invalidatesTags: ['Schedule', 'Invoice', 'Debtor'],
    }),
    removeScheduleInvoices: build.mutation<
      ResponseOf<typeof e.deleteInvoices>,
      RequestOf<typeof e.deleteInvoices>
    >({
      query: (body) => post(e.deleteInvoices, body),
      invalidatesTags: ['Schedule', 'Invoice'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetSchedulesQuery,
  useGetScheduleQuery,
  useNextScheduleNumberQuery,
  useSaveScheduleMutation,
  useRemoveScheduleInvoicesMutation,
} = schedulesApi;
