import { baseApi } from '../../api/baseApi';
import { post } from '../../api/contractQuery';
import { settingsEndpoints as e } from '../../../shared/contract/settings';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';

/** Product-wide settings: read by every browser, saved from /settings. */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicSettings: build.query<ResponseOf<typeof e.publicSettings>, void>({
      query: () => post(e.publicSettings, {}),
      providesTags: ['Settings'],
    }),
    saveInputGuards: build.mutation<
      ResponseOf<typeof e.saveInputGuards>,
      RequestOf<typeof e.saveInputGuards>
    >({
      query: (body) => post(e.saveInputGuards, body),
      invalidatesTags: ['Settings'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { usePublicSettingsQuery, useSaveInputGuardsMutation } = settingsApi;
