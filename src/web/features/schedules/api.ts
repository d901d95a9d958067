import { cacheTag } from '../../../shared/cacheTags';
import type { ResponseOf } from '../../../shared/contract/endpoint';
import { scheduleEndpoints as e } from '../../../shared/contract/schedules';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf, recordQueryOf } from '../../api/contractEndpoints';
import { post } from '../../api/contractQuery';

const { schedule, invoice, debtor } = cacheTag;

/** The schedule-of-assignment screens (/scheduleofassignment, /addnewscheduleofassignment). */
export const schedulesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSchedules: queryOf(build, e.fetch, { field: 'schedules', provides: [schedule] }),
    getSchedule: recordQueryOf(build, e.details, { field: 'schedule', tag: schedule }),
    nextScheduleNumber: build.query<number, number>({
      query: (prospectId) => post(e.nextNumber, { prospect_id: prospectId }),
      transformResponse: (answer: ResponseOf<typeof e.nextNumber>) => answer.schedule_no,
      providesTags: [schedule],
    }),
    saveSchedule: mutationOf(build, e.save, { invalidates: [schedule, invoice, debtor] }),
    removeScheduleInvoices: mutationOf(build, e.deleteInvoices, { invalidates: [schedule, invoice] }),
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
