import { cacheTag } from '../../../shared/cacheTags';
import { clientEndpoints as e } from '../../../shared/contract/clients';
import { baseApi } from '../../api/baseApi';
import { mutationOf, objectUrlMutationOf, queryOf } from '../../api/contractEndpoints';

const { client, debtor } = cacheTag;

/** The client screens (/ClientIndex, /clientdetails and its panel) and their calls. */
export const clientsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getClients: queryOf(build, e.fetch, { field: 'clients', provides: [client] }),
    /** The whole list as filtered, for Export (a call of its own, not cached). */
    exportClients: mutationOf(build, e.fetch),
    clientSummary: queryOf(build, e.details, { field: 'client', provides: [client] }),
    clientTerminationInfo: queryOf(build, e.allInformation, { field: 'details', provides: [client, debtor] }),
    clientInformation: queryOf(build, e.information, { field: 'details', provides: [client] }),
    clientDebtors: queryOf(build, e.debtors, { field: 'debtors', provides: [client, debtor] }),
    saveClientStep: mutationOf(build, e.saveStep, { invalidatesOnSuccess: [client] }),
    terminateClient: mutationOf(build, e.terminate, { invalidatesOnSuccess: [client] }),
    deleteClient: mutationOf(build, e.statusChange, { invalidatesOnSuccess: [client] }),
    clientDocumentUrl: objectUrlMutationOf(build, e.viewDocument),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetClientsQuery,
  useExportClientsMutation,
  useClientSummaryQuery,
  useClientTerminationInfoQuery,
  useClientInformationQuery,
  useClientDebtorsQuery,
  useSaveClientStepMutation,
  useTerminateClientMutation,
  useDeleteClientMutation,
  useClientDocumentUrlMutation,
} = clientsApi;
