import { cacheTag } from '../../../shared/cacheTags';
import { termSheetEndpoints as e } from '../../../shared/contract/termSheets';
import { baseApi } from '../../api/baseApi';
import { mutationOf, objectUrlMutationOf, queryOf } from '../../api/contractEndpoints';

const { termSheet, prospect, onboarding } = cacheTag;

/** The term sheet form's calls (the Term Sheet tab and /termsheetdetail). */
export const termSheetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    termDetail: queryOf(build, e.detail, { provides: [termSheet] }),
    termSheetOwners: queryOf(build, e.owners, { field: 'owners', provides: [termSheet] }),
    termSheetLetter: queryOf(build, e.letter, { provides: [termSheet, prospect] }),
    sendTermSheet: mutationOf(build, e.save, { invalidatesOnSuccess: [termSheet, prospect, onboarding] }),
    termSheetLetterPdfUrl: objectUrlMutationOf(build, e.letterPdf),
  }),
  overrideExisting: 'throw',
});

export const {
  useTermDetailQuery,
  useTermSheetOwnersQuery,
  useTermSheetLetterQuery,
  useSendTermSheetMutation,
  useTermSheetLetterPdfUrlMutation,
} = termSheetsApi;
