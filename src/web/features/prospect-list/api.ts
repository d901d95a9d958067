import { baseApi } from '../../api/baseApi';
import { post, postForm } from '../../api/contractQuery';
import { prospectManagementEndpoints as e } from '../../../shared/contract/prospectManagement';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';

/** The /prospectindex calls: the list, its cards, its actions and a tentative application's responses. */
export const prospectListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProspects: build.query<ResponseOf<typeof e.fetch>, RequestOf<typeof e.fetch>>({
      query: (body) => post(e.fetch, body),
      providesTags: ['Prospect'],
    }),
    getProspectCounts: build.query<ResponseOf<typeof e.count>, RequestOf<typeof e.count>>({
      query: (body) => post(e.count, body),
      providesTags: ['Prospect'],
    }),
    deleteProspects: build.mutation<ResponseOf<typeof e.delete>, RequestOf<typeof e.delete>>({
      query: (body) => post(e.delete, body),
      invalidatesTags: ['Prospect'],
    }),
    changeProspectStatus: build.mutation<ResponseOf<typeof e.statusChange>, RequestOf<typeof e.statusChange>>(
      {
        query: (body) => post(e.statusChange, body),
        invalidatesTags: ['Prospect'],
      },
    ),
    remindProspects: build.mutation<ResponseOf<typeof e.emailReminder>, RequestOf<typeof e.emailReminder>>({
      query: (body) => post(e.emailReminder, body),
      invalidatesTags: ['Prospect'],
    }),
    getProspectResponses: build.query<
      ResponseOf<typeof e.fetchResponses>,
      RequestOf<typeof e.fetchResponses>
    >({
      query: (body) => post(e.fetchResponses, body),
      providesTags: (_answer, _error, { prospect_id }) => [{ type: 'ProspectResponse', id: prospect_id }],
    }),
    /** Form data: prospect_id, future_status, comments, response_given_by_prospect, attachment_path (file). */
    saveProspectResponse: build.mutation<
      ResponseOf<typeof e.saveResponse>,
      { prospectId: number; form: FormData }
    >({
      query: ({ form }) => postForm(e.saveResponse, form),
      // The row shows the latest future status; the history gains the response.
      invalidatesTags: (_answer, _error, { prospectId }) => [
        'Prospect',
        { type: 'ProspectResponse', id: prospectId },
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
  useGetProspectResponsesQuery,
  useSaveProspectResponseMutation,
} = prospectListApi;
