import { cacheTag } from '../../../shared/cacheTags';
import { underwritingEndpoints as e } from '../../../shared/contract/underwriting';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/contractEndpoints';

const checklist = [cacheTag.underwriting];

/** The /clientchecklist calls: a client's verticals and tasks, and their changes. */
export const underwritingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUnderwritings: queryOf(build, e.fetch, { field: 'underwritings', provides: checklist }),
    saveVertical: mutationOf(build, e.saveVertical, { invalidatesOnSuccess: checklist }),
    deleteVertical: mutationOf(build, e.deleteVertical, { invalidatesOnSuccess: checklist }),
    addTask: mutationOf(build, e.addTask, { invalidatesOnSuccess: checklist }),
    updateTask: mutationOf(build, e.updateTask, { invalidatesOnSuccess: checklist }),
    deleteTask: mutationOf(build, e.deleteTask, { invalidatesOnSuccess: checklist }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetUnderwritingsQuery,
  useSaveVerticalMutation,
  useDeleteVerticalMutation,
  useAddTaskMutation,
  useUpdateTaskMutation,
  useDeleteTaskMutation,
} = underwritingApi;
