import { z } from 'zod';
import { debtorEndpoints as e } from '../../../shared/contract/debtors';
import { dropdownEndpoints as d } from '../../../shared/contract/dropdowns';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import { lookupPageSizes } from '../../../shared/constants';
import type { DropdownItem } from '../../../shared/dropdowns';
import { baseApi } from '../../api/baseApi';
import { post, postForm } from '../../api/contractQuery';

const DropdownItemsSchema = z.array(z.object({ name: z.string(), value: z.number().int() }));

/** The debtor screens (/debtormain, /addnewdebtor, /editdebtor, the Import dialog) and their calls. */
export const debtorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDebtors: build.query<ResponseOf<typeof e.fetch>['debtors'], RequestOf<typeof e.fetch>>({
      query: (body) => post(e.fetch, body),
      transformResponse: (answer: ResponseOf<typeof e.fetch>) => answer.debtors,
      providesTags: ['Debtor'],
    }),
    getDebtor: build.query<ResponseOf<typeof e.details>['debtor'], RequestOf<typeof e.details>>({
      query: (body) => post(e.details, body),
      transformResponse: (answer: ResponseOf<typeof e.details>) => answer.debtor,
      providesTags: (_result, _error, { id }) => ['Debtor', { type: 'Debtor', id }],
    }),
    clientCreditLimit: build.query<
      ResponseOf<typeof e.clientCreditLimit>['credit_limit'],
      RequestOf<typeof e.clientCreditLimit>
    >({
      query: (body) => post(e.clientCreditLimit, body),
      transformResponse: (answer: ResponseOf<typeof e.clientCreditLimit>) => answer.credit_limit,
      providesTags: ['Debtor'],
    }),
    debtorClients: build.query<ResponseOf<typeof e.clients>['prospects']['data'], string>({
      query: (search) =>
        post(e.clients, { page: 1, per_page: lookupPageSizes.clientSearch, search_text: search }),
      transformResponse: (answer: ResponseOf<typeof e.clients>) => answer.prospects.data,
    }),
    industries: build.query<ResponseOf<typeof d.industries>['industries']['data'], string>({
      query: (search) =>
        post(d.industries, { page: 1, per_page: lookupPageSizes.industries, search_text: search }),
      transformResponse: (answer: ResponseOf<typeof d.industries>) => answer.industries.data,
      providesTags: ['Industry'],
    }),
    /** The debtor_status dropdown: the server sends it as the JSON text of its name/value items. */
    debtorStatusList: build.query<DropdownItem[], void>({
      query: () => post(d.dropdowns, { select: ['debtor_status'] }),
      transformResponse: (answer: ResponseOf<typeof d.dropdowns>) =>
        DropdownItemsSchema.parse(JSON.parse(answer.dropdowns.debtor_status ?? '[]')),
      keepUnusedDataFor: 3600,
    }),
    debtorExists: build.mutation<ResponseOf<typeof e.exists>, RequestOf<typeof e.exists>>({
      query: (body) => post(e.exists, body),
    }),
    saveDebtor: build.mutation<ResponseOf<typeof e.save>, RequestOf<typeof e.save>>({
      query: (body) => post(e.save, body),
      // A new title is a new industry for every industry list.
      invalidatesTags: ['Debtor', 'Industry'],
    }),
    inviteDebtorContacts: build.mutation<ResponseOf<typeof e.invite>, RequestOf<typeof e.invite>>({
      query: (body) => post(e.invite, body),
      invalidatesTags: ['Debtor'],
    }),
    resendDebtorInvite: build.mutation<ResponseOf<typeof e.resendInvite>, RequestOf<typeof e.resendInvite>>({
      query: (body) => post(e.resendInvite, body),
      invalidatesTags: ['Debtor'],
    }),
    changeDebtorStatus: build.mutation<ResponseOf<typeof e.statusChange>, RequestOf<typeof e.statusChange>>({
      query: (body) => post(e.statusChange, body),
      invalidatesTags: ['Debtor'],
    }),
    previewDebtorImport: build.mutation<ResponseOf<typeof e.importPreview>, FormData>({
      query: (form) => postForm(e.importPreview, form),
    }),
    importDebtors: build.mutation<ResponseOf<typeof e.importSave>, FormData>({
      query: (form) => postForm(e.importSave, form),
      invalidatesTags: ['Debtor', 'Industry'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetDebtorsQuery,
  useGetDebtorQuery,
  useClientCreditLimitQuery,
  useDebtorClientsQuery,
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
