import type { PostPaymentCallInput } from '../../../../machines/paymentPosting.machine';
import { cacheTag } from '../../../shared/cacheTags';
import { idempotencyKeyHeader, type ResponseOf } from '../../../shared/contract/endpoint';
import { fundingEndpoints as e } from '../../../shared/contract/funding';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/contractEndpoints';
import { post } from '../../api/contractQuery';

/** Every list and record a change of a schedule's money may touch. */
const moneyTags = [cacheTag.schedule, cacheTag.payment, cacheTag.invoice, cacheTag.chargeback];

/** The Schedule of Funding's calls: the list, the detail, payments and the reverts. */
export const fundingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fundingSchedules: queryOf(build, e.fetchFunding, { provides: [cacheTag.schedule, cacheTag.payment] }),
    fundingDetail: queryOf(build, e.fundingDetail, {
      provides: [cacheTag.schedule, cacheTag.payment, cacheTag.invoice],
    }),
    schedulePayments: queryOf(build, e.payments, { provides: [cacheTag.payment] }),
    /** The Post Payment machine's first step: read fresh each time the dialog opens. */
    paymentInfo: mutationOf(build, e.paymentInfo),
    /** The machine's idempotency key goes as the Idempotency-Key header: a repeat posts once. */
    postPayment: build.mutation<ResponseOf<typeof e.postPayment>, PostPaymentCallInput>({
      query: ({ payment, idempotencyKey }) => ({
        ...post(e.postPayment, payment),
        headers: { [idempotencyKeyHeader]: idempotencyKey },
      }),
      invalidatesTags: [...moneyTags],
    }),
    revertVerification: mutationOf(build, e.revertVerification, { invalidates: moneyTags }),
    revertFunding: mutationOf(build, e.revertFunding, { invalidates: moneyTags }),
  }),
  overrideExisting: 'throw',
});

export const {
  useFundingSchedulesQuery,
  useFundingDetailQuery,
  useSchedulePaymentsQuery,
  usePaymentInfoMutation,
  usePostPaymentMutation,
  useRevertVerificationMutation,
  useRevertFundingMutation,
} = fundingApi;
