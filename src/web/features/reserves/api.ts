import { cacheTag } from '../../../shared/cacheTags';
import { achEndpoints } from '../../../shared/contract/ach';
import { idempotencyKeyHeader, type RequestOf, type ResponseOf } from '../../../shared/contract/endpoint';
import { reserveEndpoints as r, reserveReleaseEndpoints as rr } from '../../../shared/contract/reserves';
import { baseApi } from '../../api/baseApi';
import { objectUrlMutationOf, queryOf } from '../../api/contractEndpoints';
import { post } from '../../api/contractQuery';

/** What a release touches: the reserves, the invoices it paid, the chargebacks it settled, approvals. */
const touched = [cacheTag.reserve, cacheTag.invoice, cacheTag.chargeback, cacheTag.moneyApproval];

/** The reserves screens' calls: the three cards, the breakdown, Create RR Batch's lookups and the release. */
export const reservesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reserveList: queryOf(build, r.fetch, { provides: [cacheTag.reserve] }),
    reserveBatch: queryOf(build, r.batch, { provides: [cacheTag.reserve] }),
    previousReserves: queryOf(build, r.previousReserves, { provides: [cacheTag.reserve] }),
    availableEscrows: queryOf(build, r.availableEscrows, { provides: [cacheTag.reserve] }),
    tenPercentAr: queryOf(build, r.tenPercentAr, { provides: [cacheTag.reserve] }),
    reserveReleaseList: queryOf(build, rr.fetch, { provides: [cacheTag.reserve] }),
    reserveReleaseDetails: queryOf(build, rr.details, { provides: [cacheTag.reserve] }),
    postReserveRelease: build.mutation<
      ResponseOf<typeof rr.save>,
      { body: RequestOf<typeof rr.save>; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        ...post(rr.save, body),
        headers: { [idempotencyKeyHeader]: idempotencyKey },
      }),
      invalidatesTags: touched,
    }),
    /** A release's NACHA file (paid by ACH), as an object URL to save. */
    reserveReleaseAchFileUrl: objectUrlMutationOf(build, achEndpoints.reserveRelease),
  }),
  overrideExisting: 'throw',
});

export const {
  useReserveListQuery,
  useReserveBatchQuery,
  usePreviousReservesQuery,
  useAvailableEscrowsQuery,
  useTenPercentArQuery,
  useReserveReleaseListQuery,
  useReserveReleaseDetailsQuery,
  usePostReserveReleaseMutation,
  useReserveReleaseAchFileUrlMutation,
  // Create RR Batch's machine asks for these when it loads (createBatch/calls.ts).
  useLazyReserveBatchQuery,
  useLazyPreviousReservesQuery,
  useLazyAvailableEscrowsQuery,
} = reservesApi;
