import { cacheTag } from '../../../shared/cacheTags';
import { settingsEndpoints as e } from '../../../shared/contract/settings';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/contractEndpoints';

/** Product-wide settings: read by every browser, saved from /settings. */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicSettings: queryOf(build, e.publicSettings, { provides: [cacheTag.settings] }),
    saveInputGuards: mutationOf(build, e.saveInputGuards, { invalidates: [cacheTag.settings] }),
    approvalThreshold: queryOf(build, e.approvalThreshold, { provides: [cacheTag.settings] }),
    saveApprovalThreshold: mutationOf(build, e.saveApprovalThreshold, { invalidates: [cacheTag.settings] }),
  }),
  overrideExisting: 'throw',
});

export const {
  usePublicSettingsQuery,
  useSaveInputGuardsMutation,
  useApprovalThresholdQuery,
  useSaveApprovalThresholdMutation,
} = settingsApi;
