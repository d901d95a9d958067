import { cacheTag } from '../../../shared/cacheTags';
import { lookupPageSizes } from '../../../shared/constants';
import { debtorEndpoints as e } from '../../../shared/contract/debtors';
import { dropdownEndpoints as d } from '../../../shared/contract/dropdowns';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/contractEndpoints';
import { post, postForm } from '../../api/contractQuery';
import { dropdownQueryOf } from '../../api/dropdownQuery';

const { debtor, industry } = cacheTag;

/** The debtor screens (/debtormain, /addnewdebtor, /editdebtor, the Import dialog) and their calls. */
export const debtorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDebtors: queryOf(build, e.fetch, { field: 'debtors', provides: [debtor] }),
    getDebtor: build.query<ResponseOf<typeof e.details>['debtor'], RequestOf<typeof e.details>>({
      query: (body) => post(e.details, body),
      transformResponse: (answer: ResponseOf<typeof e.details>) => answer.debtor,
      providesTags: (_result, _error, { id }) => [debtor, { type: debtor, id }],
    }),
    clientCreditLimit: queryOf(build, e.clientCreditLimit, { field: 'credit_limit', provides: [debtor] }),
    industries: build.query<ResponseOf<typeof d.industries>['industries']['data'], string>({
      query: (search) =>
        post(d.industries, { page: 1, per_page: lookupPageSizes.industries, search_text: search }),
      transformResponse: (answer: ResponseOf<typeof d.industries>) => answer.industries.data,
      providesTags: [industry],
    }),
    debtorStatusList: dropdownQueryOf(build, 'debtor_status'),
    debtorExists: mutationOf(build, e.exists),
    // A new title is a new industry for every industry list.
    saveDebtor: mutationOf(build, e.save, { invalidates: [debtor, industry] }),
    inviteDebtorContacts: mutationOf(build, e.invite, { invalidates: [debtor] }),
    resendDebtorInvite: mutationOf(build, e.resendInvite, { invalidates: [debtor] }),
    changeDebtorStatus: mutationOf(build, e.statusChange, { invalidates: [debtor] }),
    previewDebtorImport: build.mutation<ResponseOf<typeof e.importPreview>, FormData>({
      query: (form) => postForm(e.importPreview, form),
    }),
    importDebtors: build.mutation<ResponseOf<typeof e.importSave>, FormData>({
      query: (form) => postForm(e.importSave, form),
      invalidatesTags: [debtor, industry],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetDebtorsQuery,
  useGetDebtorQuery,
  useClientCreditLimitQuery,
  useIndustriesQuery,
  useDebtorStatusListQuery,
  useDebtorExistsMutation,
  useSaveDebtorMutation,
  useInviteDebtorContactsMutation,
  useResendDebtorInviteMutation,
  useChangeDebtorStatusMutation,
  usePreviewDebtorImportMutation,
  useImportDebtorsMutation,
} = debtorsApi;
