import { cacheTag } from '../../shared/cacheTags';
import type { RequestOf, ResponseOf } from '../../shared/contract/endpoint';
import { invoiceEndpoints as e } from '../../shared/contract/invoices';
import type { DropdownItem } from '../../shared/dropdowns';
import { baseApi } from '../api/baseApi';
import { mutationOf, objectUrlMutationOf, queryOf } from '../api/contractEndpoints';
import { post, postForm } from '../api/contractQuery';
import { dropdownsQueryOf } from '../api/dropdownQuery';

const { invoice, schedule, debtor } = cacheTag;

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

/** What an invoice row checks and offers, on the invoice form and each schedule row: credit, terms, lists, the number check and the row's files (clients and debtors come from the parties lookups). */
export const invoiceRowApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadInvoiceAttachments: build.mutation<ResponseOf<typeof e.uploadAttachments>, AttachmentUpload>({
      query: (upload) => postForm(e.uploadAttachments, attachmentForm(upload)),
      invalidatesTags: (_result, _error, { id }) =>
        id === undefined ? [] : [{ type: invoice, id }, schedule],
    }),
    deleteInvoiceAttachment: build.mutation<
      ResponseOf<typeof e.deleteAttachment>,
      RequestOf<typeof e.deleteAttachment>
    >({
      query: (body) => post(e.deleteAttachment, body),
      invalidatesTags: (_result, _error, { id }) =>
        id === undefined ? [] : [{ type: invoice, id }, schedule],
    }),
    /** One attachment as an object URL for a new tab; null where the runtime makes none. */
    invoiceAttachmentUrl: objectUrlMutationOf(build, e.viewAttachment),
    /** Asked when the invoice number field is left; never cached, the answer changes with the book. */
    checkInvoiceNumber: mutationOf(build, e.checkNumber),
    clientTerms: build.query<ResponseOf<typeof e.clientTerms>['terms'], number>({
      query: (prospectId) => post(e.clientTerms, { prospect_id: prospectId }),
      transformResponse: (answer: ResponseOf<typeof e.clientTerms>) => answer.terms,
    }),
    // The credit moves with every invoice saved or deleted.
    debtorCredit: queryOf(build, e.debtorCredit, { provides: [invoice, debtor] }),
    invoiceDropdowns: dropdownsQueryOf(build, ['invoice_status', 'payment_type']),
  }),
  overrideExisting: 'throw',
});

export const {
  useUploadInvoiceAttachmentsMutation,
  useDeleteInvoiceAttachmentMutation,
  useInvoiceAttachmentUrlMutation,
  useCheckInvoiceNumberMutation,
  useClientTermsQuery,
  useDebtorCreditQuery,
  useInvoiceDropdownsQuery,
} = invoiceRowApi;
