import { cacheTag } from '../../../shared/cacheTags';
import { brokerEndpoints as b } from '../../../shared/contract/brokers';
import type { ResponseOf } from '../../../shared/contract/endpoint';
import { prospectEndpoints as e } from '../../../shared/contract/prospects';
import { baseApi } from '../../api/baseApi';
import { mutationOf } from '../../api/contractEndpoints';
import { post } from '../../api/contractQuery';

const prospects = [cacheTag.prospect];

/**
 * The application wizard's calls (spec part 1 §7, Prospects (application)): each step's save, the
 * draft a public applicant resumes or leaves, the staff edit mode's prospect by id, the owner and
 * supplier removals, and the referral code check.
 */
export const applicationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveApplication: mutationOf(build, e.saveApplication, { invalidates: prospects }),
    /** Read by the wizard machine once per visit, so it is a call rather than a cached query. */
    fetchDraft: mutationOf(build, e.fetchDraft),
    fetchProspectById: build.query<ResponseOf<typeof e.fetchById>['prospect'], number>({
      query: (id) => post(e.fetchById, { id }),
      transformResponse: (answer: ResponseOf<typeof e.fetchById>) => answer.prospect,
      // The edit mode starts from what the server holds now, not from an earlier visit.
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, id) => [{ type: cacheTag.prospect, id }],
    }),
    discardDraft: mutationOf(build, e.discardDraft, { invalidates: prospects }),
    deleteOwner: mutationOf(build, e.deleteOwner, { invalidates: prospects }),
    deleteSupplier: mutationOf(build, e.deleteSupplier, { invalidates: prospects }),
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
