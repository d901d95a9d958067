import { brokerEndpoints as b } from '../../../shared/contract/brokers';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import { prospectEndpoints as e } from '../../../shared/contract/prospects';
import { baseApi } from '../../api/baseApi';
import { post } from '../../api/contractQuery';

/**
 * The application wizard's calls (spec part 1 §7, Prospects (application)): each step's save, the
 * draft a public applicant resumes or leaves, the staff edit mode's prospect by id, the owner and
 * supplier removals, and the referral code check.
 */
export const applicationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveApplication: build.mutation<
      ResponseOf<typeof e.saveApplication>,
      RequestOf<typeof e.saveApplication>
    >({
      query: (body) => post(e.saveApplication, body),
      invalidatesTags: ['Prospect'],
    }),
    /** Read by the wizard machine once per visit, so it is a call rather than a cached query. */
    fetchDraft: build.mutation<ResponseOf<typeof e.fetchDraft>, RequestOf<typeof e.fetchDraft>>({
      query: (body) => post(e.fetchDraft, body),
    }),
    fetchProspectById: build.query<ResponseOf<typeof e.fetchById>['prospect'], number>({
      query: (id) => post(e.fetchById, { id }),
      transformResponse: (answer: ResponseOf<typeof e.fetchById>) => answer.prospect,
      // The edit mode starts from what the server holds now, not from an earlier visit.
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, id) => [{ type: 'Prospect', id }],
    }),
    discardDraft: build.mutation<ResponseOf<typeof e.discardDraft>, RequestOf<typeof e.discardDraft>>({
      query: (body) => post(e.discardDraft, body),
      invalidatesTags: ['Prospect'],
    }),
    deleteOwner: build.mutation<ResponseOf<typeof e.deleteOwner>, RequestOf<typeof e.deleteOwner>>({
      query: (body) => post(e.deleteOwner, body),
      invalidatesTags: ['Prospect'],
    }),
    deleteSupplier: build.mutation<ResponseOf<typeof e.deleteSupplier>, RequestOf<typeof e.deleteSupplier>>({
      query: (body) => post(e.deleteSupplier, body),
      invalidatesTags: ['Prospect'],
    }),
    /** A broker's referral code, checked once all 7 characters are typed; refused when unknown. */
    referralCode: build.query<ResponseOf<typeof b.fetchReferralCode>['referralCode'], string>({
      query: (code) => post(b.fetchReferralCode, { code }),
      transformResponse: (answer: ResponseOf<typeof b.fetchReferralCode>) => answer.referralCode,
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useSaveApplicationMutation,
  useFetchDraftMutation,
  useFetchProspectByIdQuery,
  useDiscardDraftMutation,
  useDeleteOwnerMutation,
  useDeleteSupplierMutation,
  useReferralCodeQuery,
} = applicationApi;
