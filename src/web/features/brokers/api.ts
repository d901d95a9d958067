import { cacheTag } from '../../../shared/cacheTags';
import { brokerEndpoints as e } from '../../../shared/contract/brokers';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf, recordQueryOf } from '../../api/contractEndpoints';
import { dropdownQueryOf } from '../../api/dropdownQuery';

const brokers = [cacheTag.broker];

/** The broker screens (/brokers, /brokerdetails, /terms&conditions, /becomepartner) and their calls. */
export const brokersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBrokers: queryOf(build, e.fetch, { field: 'brokers', provides: brokers }),
    getBroker: recordQueryOf(build, e.details, { field: 'brokers', tag: cacheTag.broker }),
    brokerStatusList: dropdownQueryOf(build, 'broker_status'),
    saveBroker: mutationOf(build, e.save, { invalidates: brokers }),
    changeBrokerStatus: mutationOf(build, e.changeStatus, { invalidates: brokers }),
    sendBrokerAgreement: mutationOf(build, e.sendAgreement, { invalidates: brokers }),
    inviteBroker: mutationOf(build, e.invite, { invalidates: brokers }),
    resendBrokerInvite: mutationOf(build, e.resendInvite, { invalidates: brokers }),
    /** The public /becomepartner form. */
    signupBroker: mutationOf(build, e.signup),
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
