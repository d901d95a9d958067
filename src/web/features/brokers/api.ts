import { z } from 'zod';
import { brokerEndpoints as e } from '../../../shared/contract/brokers';
import { dropdownEndpoints as d } from '../../../shared/contract/dropdowns';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import type { DropdownItem } from '../../../shared/dropdowns';
import { baseApi } from '../../api/baseApi';
import { post } from '../../api/contractQuery';

const DropdownItemsSchema = z.array(z.object({ name: z.string(), value: z.number().int() }));

/** The broker screens (/brokers, /brokerdetails, /terms&conditions, /becomepartner) and their calls. */
export const brokersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBrokers: build.query<ResponseOf<typeof e.fetch>['brokers'], RequestOf<typeof e.fetch>>({
      query: (body) => post(e.fetch, body),
      transformResponse: (answer: ResponseOf<typeof e.fetch>) => answer.brokers,
      providesTags: ['Broker'],
    }),
    getBroker: build.query<ResponseOf<typeof e.details>['brokers'], number>({
      query: (id) => post(e.details, { id }),
      transformResponse: (answer: ResponseOf<typeof e.details>) => answer.brokers,
      providesTags: (_result, _error, id) => ['Broker', { type: 'Broker', id }],
    }),
    /** The broker_status dropdown: the server sends it as the JSON text of its name/value items. */
    brokerStatusList: build.query<DropdownItem[], void>({
      query: () => post(d.dropdowns, { select: ['broker_status'] }),
      transformResponse: (answer: ResponseOf<typeof d.dropdowns>) =>
        DropdownItemsSchema.parse(JSON.parse(answer.dropdowns.broker_status ?? '[]')),
      keepUnusedDataFor: 3600,
    }),
    saveBroker: build.mutation<ResponseOf<typeof e.save>, RequestOf<typeof e.save>>({
      query: (body) => post(e.save, body),
      invalidatesTags: ['Broker'],
    }),
    changeBrokerStatus: build.mutation<ResponseOf<typeof e.changeStatus>, RequestOf<typeof e.changeStatus>>({
      query: (body) => post(e.changeStatus, body),
      invalidatesTags: ['Broker'],
    }),
    sendBrokerAgreement: build.mutation<
      ResponseOf<typeof e.sendAgreement>,
      RequestOf<typeof e.sendAgreement>
    >({
      query: (body) => post(e.sendAgreement, body),
      invalidatesTags: ['Broker'],
    }),
    inviteBroker: build.mutation<ResponseOf<typeof e.invite>, RequestOf<typeof e.invite>>({
      query: (body) => post(e.invite, body),
      invalidatesTags: ['Broker'],
    }),
    resendBrokerInvite: build.mutation<ResponseOf<typeof e.resendInvite>, RequestOf<typeof e.resendInvite>>({
      query: (body) => post(e.resendInvite, body),
      invalidatesTags: ['Broker'],
    }),
    /** The public /becomepartner form. */
    signupBroker: build.mutation<ResponseOf<typeof e.signup>, RequestOf<typeof e.signup>>({
      query: (body) => post(e.signup, body),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetBrokersQuery,
  useGetBrokerQuery,
  useBrokerStatusListQuery,
  useSaveBrokerMutation,
  useChangeBrokerStatusMutation,
  useSendBrokerAgreementMutation,
  useInviteBrokerMutation,
  useResendBrokerInviteMutation,
  useSignupBrokerMutation,
} = brokersApi;
