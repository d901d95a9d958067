import { cacheTag } from '../../../shared/cacheTags';
import { approvalEndpoints as e } from '../../../shared/contract/approvals';
import { idempotencyKeyHeader, type RequestOf, type ResponseOf } from '../../../shared/contract/endpoint';
import { baseApi } from '../../api/baseApi';
import { queryOf } from '../../api/contractEndpoints';
import { post } from '../../api/contractQuery';

/** What a decision touches: the approvals, and what an approved movement posts. */
const touched = [
  cacheTag.moneyApproval,
  cacheTag.schedule,
  cacheTag.payment,
  cacheTag.reserve,
  cacheTag.invoice,
  cacheTag.chargeback,
];

/** /approvals' calls: the list and the checker's decision (with its Idempotency-Key). */
export const approvalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    approvalList: queryOf(build, e.fetch, { provides: [cacheTag.moneyApproval] }),
    decideApproval: build.mutation<
      ResponseOf<typeof e.decide>,
      { body: RequestOf<typeof e.decide>; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        ...post(e.decide, body),
        headers: { [idempotencyKeyHeader]: idempotencyKey },
      }),
      invalidatesTags: touched,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useApprovalListQuery, useDecideApprovalMutation } = approvalsApi;
