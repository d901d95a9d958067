import { cacheTag } from '../../../shared/cacheTags';
import { pledgeMatchEndpoints as e } from '../../../shared/contract/pledgeMatches';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/contractEndpoints';

const { pledgeMatch, invoice, schedule } = cacheTag;

/**
 * The double-pledge check's calls (staff only). The matches are read again whenever an invoice or
 * a schedule is saved, since a save is what records them.
 */
export const pledgeMatchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPledgeMatches: queryOf(build, e.fetch, {
      provides: [pledgeMatch, invoice, schedule],
      field: 'matches',
    }),
    clearPledgeMatches: mutationOf(build, e.clear, { invalidatesOnSuccess: [pledgeMatch, schedule] }),
  }),
  overrideExisting: 'throw',
});

export const { useGetPledgeMatchesQuery, useClearPledgeMatchesMutation } = pledgeMatchesApi;
