import { cacheTag } from '../../../shared/cacheTags';
import { chargebackEndpoints as e } from '../../../shared/contract/chargebacks';
import { idempotencyKeyHeader, type RequestOf, type ResponseOf } from '../../../shared/contract/endpoint';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/contractEndpoints';
import { post } from '../../api/contractQuery';

/** Every list a chargeback's money may touch: the chargebacks, the schedules that choose them, invoices. */
const moneyTags = [cacheTag.chargeback, cacheTag.schedule, cacheTag.invoice];

/** The chargebacks screen's calls: the list, its totals, Adjust Chargeback(s) and the on-demand run. */
export const chargebacksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    chargebacks: queryOf(build, e.fetch, { provides: [cacheTag.chargeback] }),
    chargebackTotals: queryOf(build, e.sum, { provides: [cacheTag.chargeback] }),
    /** The dialog's key goes as the Idempotency-Key header: a repeated save adjusts once. */
    adjustChargebacks: build.mutation<
      ResponseOf<typeof e.adjust>,
      { body: RequestOf<typeof e.adjust>; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        ...post(e.adjust, body),
        headers: { [idempotencyKeyHeader]: idempotencyKey },
      }),
      invalidatesTags: [...moneyTags],
    }),
    runChargebacks: mutationOf(build, e.run, { invalidates: moneyTags }),
  }),
  overrideExisting: 'throw',
});

export const {
  useChargebacksQuery,
  useChargebackTotalsQuery,
  useAdjustChargebacksMutation,
  useRunChargebacksMutation,
} = chargebacksApi;
