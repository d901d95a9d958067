import { brokerEndpoints as e } from '../../../shared/contract/brokers';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import { baseApi } from '../../api/baseApi';
import { post } from '../../api/contractQuery';

export const brokerInviteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A broker mails a business the application link carrying the broker's referral code. */
    inviteClient: build.mutation<ResponseOf<typeof e.inviteClient>, RequestOf<typeof e.inviteClient>>({
      query: (body) => post(e.inviteClient, body),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useInviteClientMutation } = brokerInviteApi;
