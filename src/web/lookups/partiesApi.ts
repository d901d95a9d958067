import { cacheTag } from '../../shared/cacheTags';
import { debtorEndpoints } from '../../shared/contract/debtors';
import { invoiceEndpoints as e } from '../../shared/contract/invoices';
import { underwritingEndpoints } from '../../shared/contract/underwriting';
import { baseApi } from '../api/baseApi';
import { queryOf } from '../api/contractEndpoints';

/**
 * The clients and debtors a form picks from (Client Name, Debtor Name), searched on the server: the
 * invoice and schedule forms ask the invoice lookups, the debtor form and the underwriting checklist
 * their own calls (their own rights).
 */
export const partiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    clientChoices: queryOf(build, e.clients, { field: 'prospects' }),
    debtorFormClients: queryOf(build, debtorEndpoints.clients, { field: 'prospects' }),
    underwritingClients: queryOf(build, underwritingEndpoints.clients, { field: 'prospects' }),
    debtorChoices: queryOf(build, e.debtors, { field: 'debtors', provides: [cacheTag.debtor] }),
  }),
  overrideExisting: 'throw',
});

export const {
  useClientChoicesQuery,
  useDebtorFormClientsQuery,
  useUnderwritingClientsQuery,
  useDebtorChoicesQuery,
} = partiesApi;
