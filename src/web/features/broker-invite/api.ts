import { brokerEndpoints as e } from '../../../shared/contract/brokers';
import { baseApi } from '../../api/baseApi';
import { mutationOf } from '../../api/contractEndpoints';

export const brokerInviteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A broker mails a business the application link carrying the broker's referral code. */
    inviteClient: mutationOf(build, e.inviteClient),
  }),
  overrideExisting: 'throw',
});

export const { useInviteClientMutation } = brokerInviteApi;
