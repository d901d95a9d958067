import { baseApi } from '../../api/baseApi';
import { post } from '../../api/contractQuery';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import { fundingEndpoints as e } from '../../../shared/contract/funding';
import { idempotencyKeyHeader } from './idempotencyKeyHeader';
import type { PostPaymentCallInput } from '../../../../machines/paymentPosting.machine';

/** Every list and record a change of a schedule's money may touch. */
const moneyTags = ['Schedule', 'Payment', 'Invoice', 'Chargeback'] as const;

/** The Schedule of Funding's calls: the list, the detail, payments and the reverts. */
export const fundingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fundingSchedules: build.query<ResponseOf<typeof e.fetchFunding>, RequestOf<typeof e.fetchFunding>>({
      query: (body) => post(e.fetchFunding, body),
      providesTags: ['Schedule', 'Payment'],
    }),
    fundingDetail: build.query<ResponseOf<typeof e.fundingDetail>, RequestOf<typeof e.fundingDetail>>({
      query: (body) => post(e.fundingDetail, body),
      providesTags: ['Schedule', 'Payment', 'Invoice'],
    }),
    schedulePayments: build.query<ResponseOf<typeof e.payments>, RequestOf<typeof e.payments>>({
      query: (body) => post(e.payments, body),
      providesTags: ['Payment'],
    }),
    /** The Post Payment machine's first step: read fresh each time the dialog opens. */
    paymentInfo: build.mutation<ResponseOf<typeof e.paymentInfo>, RequestOf<typeof e.paymentInfo>>({
      query: (body) => post(e.paymentInfo, body),
    }),
    /** The machine's idempotency key goes as the Idempotency-Key header: a repeat posts once. */
    postPayment: build.mutation<ResponseOf<typeof e.postPayment>, PostPaymentCallInput>({
      query: ({ payment, idempotencyKey }) => ({
        ...post(e.postPayment, payment),
        headers: { [idempotencyKeyHeader]: idempotencyKey },
      }),
      invalidatesTags: [...moneyTags],
    }),
    revertVerification: build.mutation<
      ResponseOf<typeof e.revertVerification>,
      RequestOf<typeof e.revertVerification>
    >({
      query: (body) => post(e.revertVerification, body),
      invalidatesTags: [...moneyTags],
    }),
    revertFunding: build.mutation<ResponseOf<typeof e.revertFunding>, RequestOf<typeof e.revertFunding>>({
      query: (body) => post(e.revertFunding, body),
      invalidatesTags: [...moneyTags],
    }),
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
