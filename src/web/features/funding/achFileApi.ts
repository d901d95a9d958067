import { achEndpoints as e } from '../../../shared/contract/ach';
import { baseApi } from '../../api/baseApi';
import { objectUrlMutationOf } from '../../api/contractEndpoints';

/** A payment's ACH file (docs/decisions/0029, ACH files), fetched with the user's token as an object URL. */
export const achFileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    paymentAchFileUrl: objectUrlMutationOf(build, e.payment),
  }),
  overrideExisting: 'throw',
});

export const { usePaymentAchFileUrlMutation } = achFileApi;
