import { auditTrailEndpoints as e } from '../../../shared/contract/auditTrail';
import { baseApi } from '../../api/baseApi';
import { queryOf } from '../../api/contractEndpoints';

/** The audit trail, read by admins. */
export const auditTrailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    auditTrail: queryOf(build, e.list),
  }),
  overrideExisting: 'throw',
});

export const { useAuditTrailQuery } = auditTrailApi;
