import { cacheTag } from '../../shared/cacheTags';
import { sessionEndpoints as e } from '../../shared/contract/session';
import { baseApi } from '../api/baseApi';
import { mutationOf, queryOf } from '../api/contractEndpoints';

const currentUser = [cacheTag.currentUser];

/** Sign-in, token refresh, the current user and sign-out (spec part 1 §4 Session, §7). */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: mutationOf(build, e.login, { invalidates: currentUser }),
    refresh: mutationOf(build, e.refresh),
    getUserDetails: queryOf(build, e.getUserDetails, { provides: currentUser }),
    logout: mutationOf(build, e.logout),
    saveLayoutSettings: mutationOf(build, e.saveLayoutSettings, { invalidates: currentUser }),
  }),
  overrideExisting: 'throw',
});

export const {
  useLoginMutation,
  useRefreshMutation,
  useGetUserDetailsQuery,
  useLogoutMutation,
  useSaveLayoutSettingsMutation,
} = sessionApi;
