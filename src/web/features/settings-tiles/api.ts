import { cacheTag } from '../../../shared/cacheTags';
import { settingsTilesEndpoints as e } from '../../../shared/contract/settingsTiles';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/contractEndpoints';

/** The settings tiles' stored settings (docs/decisions/0038 to 0043). */
export const settingsTilesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    flagAlerts: queryOf(build, e.flagAlerts, { provides: [cacheTag.settings] }),
    saveFlagAlerts: mutationOf(build, e.saveFlagAlerts, { invalidates: [cacheTag.settings] }),
    currencySettings: queryOf(build, e.currency, { provides: [cacheTag.settings] }),
    saveCurrency: mutationOf(build, e.saveCurrency, { invalidates: [cacheTag.settings] }),
    fieldSettings: queryOf(build, e.fieldSettings, { provides: [cacheTag.settings] }),
    saveFieldSettings: mutationOf(build, e.saveFieldSettings, { invalidates: [cacheTag.settings] }),
    scoringWeights: queryOf(build, e.scoringWeights, { provides: [cacheTag.settings] }),
    saveScoringWeights: mutationOf(build, e.saveScoringWeights, { invalidates: [cacheTag.settings] }),
    debtorScores: queryOf(build, e.debtorScores, { provides: [cacheTag.settings] }),
  }),
  overrideExisting: 'throw',
});

export const {
  useFlagAlertsQuery,
  useSaveFlagAlertsMutation,
  useCurrencySettingsQuery,
  useSaveCurrencyMutation,
  useFieldSettingsQuery,
  useSaveFieldSettingsMutation,
  useScoringWeightsQuery,
  useSaveScoringWeightsMutation,
  useDebtorScoresQuery,
} = settingsTilesApi;
