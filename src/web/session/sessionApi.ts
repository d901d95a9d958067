import { baseApi } from '../api/baseApi';
import { post } from '../api/contractQuery';
import { sessionEndpoints as e } from '../../shared/contract/session';
import type { RequestOf, ResponseOf } from '../../shared/contract/endpoint';

/** Sign-in, token refresh, the current user and sign-out (spec part 1 §4 Session, §7). */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ResponseOf<typeof e.login>, RequestOf<typeof e.login>>({
      query: (body) => post(e.login, body),
      invalidatesTags: ['CurrentUser'],
    }),
    refresh: build.mutation<ResponseOf<typeof e.refresh>, void>({
      query: () => post(e.refresh, {}),
    }),
    getUserDetails: build.query<ResponseOf<typeof e.getUserDetails>, void>({
      query: () => post(e.getUserDetails, {}),
      providesTags: ['CurrentUser'],
    }),
    logout: build.mutation<ResponseOf<typeof e.logout>, void>({
      query: () => post(e.logout, {}),
    }),
    saveLayoutSettings: build.mutation<
      ResponseOf<typeof e.saveLayoutSettings>,
      RequestOf<typeof e.saveLayoutSettings>
    >({
      query: (body) => post(e.saveLayoutSettings, body),
      invalidatesTags: ['CurrentUser'],
    }),
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
