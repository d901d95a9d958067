import { cacheTag } from '../../../shared/cacheTags';
import { idempotencyKeyHeader, type RequestOf, type ResponseOf } from '../../../shared/contract/endpoint';
import { unappliedCashEndpoints as e } from '../../../shared/contract/unappliedCash';
import { baseApi } from '../../api/baseApi';
import { queryOf } from '../../api/contractEndpoints';
import { post, postForm } from '../../api/contractQuery';

/** What a change of unapplied cash may touch: its lists, the invoices' uc column and the reserves. */
const touched = [cacheTag.unappliedCash, cacheTag.invoice, cacheTag.collection];

/** A money-moving call's body with the key that makes a repeat post once. */
interface Keyed<T> {
  body: T;
  idempotencyKey: string;
}

/** The unapplied cash screen's calls: the cards' list, the wire term, Add New UC, Adjust and Return. */
export const unappliedCashApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    unappliedCashList: queryOf(build, e.fetch, { provides: [cacheTag.unappliedCash] }),
    unappliedCashWireFee: queryOf(build, e.wireFee, { provides: [cacheTag.unappliedCash] }),
    saveUnappliedCash: build.mutation<ResponseOf<typeof e.save>, Keyed<FormData>>({
      query: ({ body, idempotencyKey }) => ({
        ...postForm(e.save, body),
        headers: { [idempotencyKeyHeader]: idempotencyKey },
      }),
      invalidatesTags: touched,
    }),
    adjustUnappliedCash: build.mutation<ResponseOf<typeof e.adjust>, Keyed<RequestOf<typeof e.adjust>>>({
      query: ({ body, idempotencyKey }) => ({
        ...post(e.adjust, body),
        headers: { [idempotencyKeyHeader]: idempotencyKey },
      }),
      invalidatesTags: touched,
    }),
    returnUnappliedCash: build.mutation<
      ResponseOf<typeof e.returnToDebtor>,
      Keyed<RequestOf<typeof e.returnToDebtor>>
    >({
      query: ({ body, idempotencyKey }) => ({
        ...post(e.returnToDebtor, body),
        headers: { [idempotencyKeyHeader]: idempotencyKey },
      }),
      invalidatesTags: touched,
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useUnappliedCashListQuery,
  useUnappliedCashWireFeeQuery,
  useSaveUnappliedCashMutation,
  useAdjustUnappliedCashMutation,
  useReturnUnappliedCashMutation,
} = unappliedCashApi;

/** A fresh key for one attempt of a money-moving call (kept while the dialog retries it). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
