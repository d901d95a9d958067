import { z } from 'zod';
import { dropdownEndpoints as d } from '../../../shared/contract/dropdowns';
import type {
  PartyResponseOf,
  RequestOf,
  ResponseOf,
  StaffResponseOf,
} from '../../../shared/contract/endpoint';
import { invoiceEndpoints as e } from '../../../shared/contract/invoices';
import type { DropdownItem } from '../../../shared/dropdowns';
import { baseApi } from '../../api/baseApi';
import { post, postForm } from '../../api/contractQuery';
import { objectUrlOf } from '../../api/objectUrl';

type DebtorAnswer<E> = PartyResponseOf<E, 'debtor'>;

const DropdownItemsSchema = z.array(z.object({ name: z.string(), value: z.number().int() }));

/** The select lists the invoice screens offer, from the server's dropdowns. */
export interface InvoiceDropdowns {
  invoice_status: DropdownItem[];
  payment_type: DropdownItem[];
}

/** Files for a saved invoice (`id`) or, without one, uploads kept for a schedule row not saved yet. */
export interface AttachmentUpload {
  id?: number;
  files: readonly File[];
}

function attachmentForm({ id, files }: AttachmentUpload): FormData {
  const form = new FormData();
  if (id !== undefined) form.append('id', String(id));
  for (const file of files) form.append('attachments[]', file);
  return form;
}

/** The invoice screens (/invoices, /addnewinvoice) and the lookups the invoice and schedule forms share. */
export const invoicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** invoice/fetch as staff and client users get it (a debtor user's rows: getDebtorInvoices). */
    getInvoices: build.query<StaffResponseOf<typeof e.fetch>['invoices'], RequestOf<typeof e.fetch>>({
      query: (body) => post(e.fetch, body),
      transformResponse: (answer: StaffResponseOf<typeof e.fetch>) => answer.invoices,
      providesTags: ['Invoice'],
    }),
    /** invoice/fetch as a debtor user gets it: what it owes, none of the client's terms. */
    getDebtorInvoices: build.query<DebtorAnswer<typeof e.fetch>['invoices'], RequestOf<typeof e.fetch>>({
      query: (body) => post(e.fetch, body),
      transformResponse: (answer: DebtorAnswer<typeof e.fetch>) => answer.invoices,
      providesTags: ['Invoice'],
    }),
    /** invoice/details as staff and client users get it (a debtor user's: getDebtorInvoice). */
    getInvoice: build.query<StaffResponseOf<typeof e.details>['invoice'], number>({
      query: (id) => post(e.details, { id }),
      transformResponse: (answer: StaffResponseOf<typeof e.details>) => answer.invoice,
      providesTags: (_result, _error, id) => ['Invoice', { type: 'Invoice', id }],
    }),
    /** invoice/details as a debtor user gets it. */
    getDebtorInvoice: build.query<DebtorAnswer<typeof e.details>['invoice'], number>({
      query: (id) => post(e.details, { id }),
      transformResponse: (answer: DebtorAnswer<typeof e.details>) => answer.invoice,
      providesTags: (_result, _error, id) => ['Invoice', { type: 'Invoice', id }],
    }),
    updateInvoiceAsDebtor: build.mutation<
      ResponseOf<typeof e.debtorUpdate>,
      RequestOf<typeof e.debtorUpdate>
    >({
      query: (body) => post(e.debtorUpdate, body),
      invalidatesTags: ['Invoice'],
    }),
    /** The form data of invoice/save (see invoiceFormData). */
    saveInvoice: build.mutation<ResponseOf<typeof e.save>, FormData>({
      query: (form) => postForm(e.save, form),
      invalidatesTags: ['Invoice', 'Schedule', 'Debtor'],
    }),
    uploadInvoiceAttachments: build.mutation<ResponseOf<typeof e.uploadAttachments>, AttachmentUpload>({
      query: (upload) => postForm(e.uploadAttachments, attachmentForm(upload)),
      invalidatesTags: (_result, _error, { id }) =>
        id === undefined ? [] : [{ type: 'Invoice', id }, 'Schedule'],
    }),
    deleteInvoiceAttachment: build.mutation<
      ResponseOf<typeof e.deleteAttachment>,
      RequestOf<typeof e.deleteAttachment>
    >({
      query: (body) => post(e.deleteAttachment, body),
      invalidatesTags: (_result, _error, { id }) =>
        id === undefined ? [] : [{ type: 'Invoice', id }, 'Schedule'],
    }),
    /** One attachment as an object URL for a new tab; null where the runtime makes none. */
    invoiceAttachmentUrl: build.mutation<string | null, RequestOf<typeof e.viewAttachment>>({
      query: (body) => ({
        ...post(e.viewAttachment, body),
        responseHandler: async (response: Response) =>
          response.ok ? objectUrlOf(await response.blob()) : response.json(),
      }),
    }),
    changeInvoiceStatus: build.mutation<ResponseOf<typeof e.changeStatus>, RequestOf<typeof e.changeStatus>>({
      query: (body) => post(e.changeStatus, body),
      invalidatesTags: ['Invoice'],
    }),
    deleteInvoices: build.mutation<ResponseOf<typeof e.delete>, RequestOf<typeof e.delete>>({
      query: (body) => post(e.delete, body),
      invalidatesTags: ['Invoice', 'Debtor'],
    }),
    moveToSchedule: build.mutation<ResponseOf<typeof e.moveToSchedule>, RequestOf<typeof e.moveToSchedule>>({
      query: (body) => post(e.moveToSchedule, body),
      invalidatesTags: ['Invoice', 'Schedule'],
    }),
    clientSchedules: build.query<ResponseOf<typeof e.clientSchedules>['invoices'], number>({
      query: (prospectId) => post(e.clientSchedules, { prospect_id: prospectId }),
      transformResponse: (answer: ResponseOf<typeof e.clientSchedules>) => answer.invoices,
      providesTags: ['Schedule'],
    }),
    /** Asked when the invoice number field is left; never cached, the answer changes with the book. */
    checkInvoiceNumber: build.mutation<ResponseOf<typeof e.checkNumber>, RequestOf<typeof e.checkNumber>>({
      query: (body) => post(e.checkNumber, body),
    }),
    invoiceClients: build.query<ResponseOf<typeof e.clients>['prospects'], RequestOf<typeof e.clients>>({
      query: (body) => post(e.clients, body),
      transformResponse: (answer: ResponseOf<typeof e.clients>) => answer.prospects,
    }),
    clientTerms: build.query<ResponseOf<typeof e.clientTerms>['terms'], number>({
      query: (prospectId) => post(e.clientTerms, { prospect_id: prospectId }),
      transformResponse: (answer: ResponseOf<typeof e.clientTerms>) => answer.terms,
    }),
    invoiceDebtors: build.query<ResponseOf<typeof e.debtors>['debtors'], RequestOf<typeof e.debtors>>({
      query: (body) => post(e.debtors, body),
      transformResponse: (answer: ResponseOf<typeof e.debtors>) => answer.debtors,
      providesTags: ['Debtor'],
    }),
    debtorCredit: build.query<ResponseOf<typeof e.debtorCredit>, RequestOf<typeof e.debtorCredit>>({
      query: (body) => post(e.debtorCredit, body),
      // The credit moves with every invoice saved or deleted.
      providesTags: ['Invoice', 'Debtor'],
    }),
    invoiceDropdowns: build.query<InvoiceDropdowns, void>({
      query: () => post(d.dropdowns, { select: ['invoice_status', 'payment_type'] }),
      transformResponse: (answer: ResponseOf<typeof d.dropdowns>) => ({
        invoice_status: DropdownItemsSchema.parse(JSON.parse(answer.dropdowns.invoice_status ?? '[]')),
        payment_type: DropdownItemsSchema.parse(JSON.parse(answer.dropdowns.payment_type ?? '[]')),
      }),
      keepUnusedDataFor: 3600,
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
  useUploadInvoiceAttachmentsMutation,
  useDeleteInvoiceAttachmentMutation,
  useInvoiceAttachmentUrlMutation,
  useChangeInvoiceStatusMutation,
  useDeleteInvoicesMutation,
  useMoveToScheduleMutation,
  useClientSchedulesQuery,
  useCheckInvoiceNumberMutation,
  useInvoiceClientsQuery,
  useClientTermsQuery,
  useInvoiceDebtorsQuery,
  useDebtorCreditQuery,
  useInvoiceDropdownsQuery,
} = invoicesApi;
