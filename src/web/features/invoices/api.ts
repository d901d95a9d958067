import { cacheTag } from '../../../shared/cacheTags';
import type {
  PartyResponseOf,
  RequestOf,
  ResponseOf,
  StaffResponseOf,
} from '../../../shared/contract/endpoint';
import { invoiceEndpoints as e } from '../../../shared/contract/invoices';
import { baseApi } from '../../api/baseApi';
import { mutationOf } from '../../api/contractEndpoints';
import { post, postForm } from '../../api/contractQuery';

type DebtorAnswer<E> = PartyResponseOf<E, 'debtor'>;

const { invoice, schedule, debtor } = cacheTag;

/** The invoice screens (/invoices, /addnewinvoice); an invoice row's lookups are src/web/invoiceRow's. */
export const invoicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** invoice/fetch as staff and client users get it (a debtor user's rows: getDebtorInvoices). */
    getInvoices: build.query<StaffResponseOf<typeof e.fetch>['invoices'], RequestOf<typeof e.fetch>>({
      query: (body) => post(e.fetch, body),
      transformResponse: (answer: StaffResponseOf<typeof e.fetch>) => answer.invoices,
      providesTags: [invoice],
    }),
    /** invoice/fetch as a debtor user gets it: what it owes, none of the client's terms. */
    getDebtorInvoices: build.query<DebtorAnswer<typeof e.fetch>['invoices'], RequestOf<typeof e.fetch>>({
      query: (body) => post(e.fetch, body),
      transformResponse: (answer: DebtorAnswer<typeof e.fetch>) => answer.invoices,
      providesTags: [invoice],
    }),
    /** invoice/details as staff and client users get it (a debtor user's: getDebtorInvoice). */
    getInvoice: build.query<StaffResponseOf<typeof e.details>['invoice'], number>({
      query: (id) => post(e.details, { id }),
      transformResponse: (answer: StaffResponseOf<typeof e.details>) => answer.invoice,
      providesTags: (_result, _error, id) => [invoice, { type: invoice, id }],
    }),
    /** invoice/details as a debtor user gets it. */
    getDebtorInvoice: build.query<DebtorAnswer<typeof e.details>['invoice'], number>({
      query: (id) => post(e.details, { id }),
      transformResponse: (answer: DebtorAnswer<typeof e.details>) => answer.invoice,
      providesTags: (_result, _error, id) => [invoice, { type: invoice, id }],
    }),
    updateInvoiceAsDebtor: mutationOf(build, e.debtorUpdate, { invalidates: [invoice] }),
    /** The form data of invoice/save (see invoiceFormData). */
    saveInvoice: build.mutation<ResponseOf<typeof e.save>, FormData>({
      query: (form) => postForm(e.save, form),
      invalidatesTags: [invoice, schedule, debtor],
    }),
    changeInvoiceStatus: mutationOf(build, e.changeStatus, { invalidates: [invoice] }),
    deleteInvoices: mutationOf(build, e.delete, { invalidates: [invoice, debtor] }),
    moveToSchedule: mutationOf(build, e.moveToSchedule, { invalidates: [invoice, schedule] }),
    clientSchedules: build.query<ResponseOf<typeof e.clientSchedules>['invoices'], number>({
      query: (prospectId) => post(e.clientSchedules, { prospect_id: prospectId }),
      transformResponse: (answer: ResponseOf<typeof e.clientSchedules>) => answer.invoices,
      providesTags: [schedule],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetInvoicesQuery,
  useGetDebtorInvoicesQuery,
  useGetInvoiceQuery,
  useGetDebtorInvoiceQuery,
  useUpdateInvoiceAsDebtorMutation,
  useSaveInvoiceMutation,
  useChangeInvoiceStatusMutation,
  useDeleteInvoicesMutation,
  useMoveToScheduleMutation,
  useClientSchedulesQuery,
} = invoicesApi;
