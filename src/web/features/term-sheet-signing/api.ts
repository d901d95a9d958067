import { cacheTag } from '../../../shared/cacheTags';
import { termSheetSigningEndpoints as e } from '../../../shared/contract/termSheetSigning';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/contractEndpoints';

/**
 * The signing calls. The signing page's machine calls status and sign step by step, so they are
 * mutations; staff read a saved signature as a query.
 */
export const termSheetSigningApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    termSheetStatus: mutationOf(build, e.status),
    signTermSheet: mutationOf(build, e.sign, { invalidates: [cacheTag.termSheet] }),
    signedTermSheet: queryOf(build, e.signed, { provides: [cacheTag.termSheet], field: 'signed' }),
  }),
  overrideExisting: 'throw',
});

export const { useTermSheetStatusMutation, useSignTermSheetMutation, useSignedTermSheetQuery } =
  termSheetSigningApi;
