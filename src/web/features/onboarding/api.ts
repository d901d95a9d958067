import { cacheTag } from '../../../shared/cacheTags';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import { onboardingEndpoints as e } from '../../../shared/contract/onboarding';
import { baseApi } from '../../api/baseApi';
import { post } from '../../api/contractQuery';

/** Where an application stands: by the prospect's id (signed in) or its draft token (applicant). */
export const onboardingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    onboarding: build.query<ResponseOf<typeof e.fetchOnboarding>, RequestOf<typeof e.fetchOnboarding>>({
      query: (body) => post(e.fetchOnboarding, body),
      providesTags: (_answer, _error, { prospect_id }) => [
        cacheTag.onboarding,
        { type: cacheTag.onboarding, id: prospect_id },
      ],
    }),
    publicOnboarding: build.query<
      ResponseOf<typeof e.fetchPublicOnboarding>,
      RequestOf<typeof e.fetchPublicOnboarding>
    >({
      query: (body) => post(e.fetchPublicOnboarding, body),
      providesTags: [cacheTag.onboarding],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useOnboardingQuery, usePublicOnboardingQuery } = onboardingApi;
