import { cacheTag } from '../../../shared/cacheTags';
import { creditRequestEndpoints as e } from '../../../shared/contract/creditRequests';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf, recordQueryOf } from '../../api/contractEndpoints';

/**
 * What a decision changes: the requests, the client's and debtors' limits and with them the
 * available credit the debtor and invoice forms read (invoice/debtor_credit caches as Invoice and
 * Debtor).
 */
const decidedTags = [cacheTag.creditRequest, cacheTag.debtor, cacheTag.client, cacheTag.invoice];

/** The credit requests' calls: the lists, one request, the limits lookup, Add New Request and the decision. */
export const creditRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    creditRequests: queryOf(build, e.fetch, { field: 'crs', provides: [cacheTag.creditRequest] }),
    creditRequest: recordQueryOf(build, e.details, { field: 'cr', tag: cacheTag.creditRequest }),
    creditRequestLimits: queryOf(build, e.creditLimit, {
      field: 'credit_limit',
      provides: [cacheTag.creditRequest, cacheTag.debtor, cacheTag.client],
    }),
    saveCreditRequest: mutationOf(build, e.save, { invalidatesOnSuccess: [cacheTag.creditRequest] }),
    changeCreditRequestStatus: mutationOf(build, e.changeStatus, { invalidates: decidedTags }),
  }),
  overrideExisting: 'throw',
});

export const {
  useCreditRequestsQuery,
  useCreditRequestQuery,
  useCreditRequestLimitsQuery,
  useSaveCreditRequestMutation,
  useChangeCreditRequestStatusMutation,
} = creditRequestsApi;
