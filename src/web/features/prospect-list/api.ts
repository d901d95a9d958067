import { cacheTag } from '../../../shared/cacheTags';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import { prospectManagementEndpoints as e } from '../../../shared/contract/prospectManagement';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/contractEndpoints';
import { post, postForm } from '../../api/contractQuery';

const prospects = [cacheTag.prospect];

/** The /prospectindex calls: the list, its cards, its actions and a tentative application's responses. */
export const prospectListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProspects: queryOf(build, e.fetch, { provides: prospects }),
    getProspectCounts: queryOf(build, e.count, { provides: prospects }),
    deleteProspects: mutationOf(build, e.delete, { invalidates: prospects }),
    changeProspectStatus: mutationOf(build, e.statusChange, { invalidates: prospects }),
    remindProspects: mutationOf(build, e.emailReminder, { invalidates: prospects }),
    // A promoted prospect leaves the prospects for the clients and gains its checklist.
    promoteProspects: mutationOf(build, e.statusChange, {
      invalidatesOnSuccess: [cacheTag.prospect, cacheTag.client, cacheTag.onboarding, cacheTag.underwriting],
    }),
    getPromotionChecklist: queryOf(build, e.promotionChecklist, { field: 'checklist' }),
    getAdvocates: queryOf(build, e.advocates, { field: 'advocates' }),
    getProspectResponses: build.query<
      ResponseOf<typeof e.fetchResponses>,
      RequestOf<typeof e.fetchResponses>
    >({
      query: (body) => post(e.fetchResponses, body),
      providesTags: (_answer, _error, { prospect_id }) => [
        { type: cacheTag.prospectResponse, id: prospect_id },
      ],
    }),
    /** Form data: prospect_id, future_status, comments, response_given_by_prospect, attachment_path (file). */
    saveProspectResponse: build.mutation<
      ResponseOf<typeof e.saveResponse>,
      { prospectId: number; form: FormData }
    >({
      query: ({ form }) => postForm(e.saveResponse, form),
      // The row shows the latest future status; the history gains the response.
      invalidatesTags: (_answer, _error, { prospectId }) => [
        cacheTag.prospect,
        { type: cacheTag.prospectResponse, id: prospectId },
      ],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetProspectsQuery,
  useGetProspectCountsQuery,
  useDeleteProspectsMutation,
  useChangeProspectStatusMutation,
  useRemindProspectsMutation,
  usePromoteProspectsMutation,
  useLazyGetPromotionChecklistQuery,
  useGetAdvocatesQuery,
  useGetProspectResponsesQuery,
  useSaveProspectResponseMutation,
} = prospectListApi;
