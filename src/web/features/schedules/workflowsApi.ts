import { cacheTag } from '../../../shared/cacheTags';
import { fundingEndpoints as e } from '../../../shared/contract/funding';
import { baseApi } from '../../api/baseApi';
import { mutationOf, objectUrlMutationOf } from '../../api/contractEndpoints';

const { schedule, invoice, chargeback } = cacheTag;

/**
 * The schedule workflows' calls (Verify Schedule, Delete Schedule, Download as PDF). The machines
 * call them step by step, so they are mutations: nothing here is a cached list.
 */
export const scheduleWorkflowsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkChargebacks: mutationOf(build, e.checkChargebacks),
    verifySchedule: mutationOf(build, e.verify, { invalidates: [schedule, chargeback] }),
    scheduleReassignment: mutationOf(build, e.reassignment),
    deleteSchedule: mutationOf(build, e.deleteSchedule, { invalidates: [schedule, invoice, chargeback] }),
    /** The schedule of assignment as an object URL for a new tab; null where the runtime makes none. */
    schedulePdfUrl: objectUrlMutationOf(build, e.download),
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
