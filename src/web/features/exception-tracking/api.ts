import { exceptionEndpoints as e } from '../../../shared/contract/exceptions';
import { baseApi } from '../../api/baseApi';
import { queryOf } from '../../api/contractEndpoints';

/** Exception Tracking, read by admins. */
export const exceptionTrackingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    exceptions: queryOf(build, e.list),
  }),
  overrideExisting: 'throw',
});

export const { useExceptionsQuery } = exceptionTrackingApi;
