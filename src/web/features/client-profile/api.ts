import { cacheTag } from '../../../shared/cacheTags';
import { clientProfileEndpoints as e } from '../../../shared/contract/clientProfile';
import type { ResponseOf } from '../../../shared/contract/endpoint';
import type { ContractDocumentKind } from '../../../shared/validation/clientContractDocuments';
import { baseApi } from '../../api/baseApi';
import { mutationOf, objectUrlMutationOf, queryOf } from '../../api/contractEndpoints';
import { postForm } from '../../api/contractQuery';

const { clientUser, clientDocument } = cacheTag;

/** One file to keep as a client's contract document of a kind. */
export interface ContractDocumentUpload {
  prospect_id: number;
  kind: ContractDocumentKind;
  file: File;
}

function uploadForm({ prospect_id, kind, file }: ContractDocumentUpload): FormData {
  const form = new FormData();
  form.append('prospect_id', String(prospect_id));
  form.append('kind', kind);
  form.append('attachment', file);
  return form;
}

/** The Edit Client page's calls: the Client Users tab and the Contract Documents tab. */
export const clientProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    clientUsers: queryOf(build, e.fetchClientUsers, { provides: [clientUser] }),
    inviteClientUser: mutationOf(build, e.invite, { invalidatesOnSuccess: [clientUser] }),
    resendClientInvite: mutationOf(build, e.resendInvite, { invalidates: [clientUser] }),
    setClientUserStatus: mutationOf(build, e.userStatus, { invalidates: [clientUser] }),
    contractDocuments: queryOf(build, e.fetchContractDocuments, {
      provides: [clientDocument],
      field: 'documents',
    }),
    uploadContractDocument: build.mutation<ResponseOf<typeof e.saveContractDocument>, ContractDocumentUpload>(
      {
        query: (upload) => postForm(e.saveContractDocument, uploadForm(upload)),
        invalidatesTags: [clientDocument],
      },
    ),
    deleteContractDocument: mutationOf(build, e.deleteContractDocument, { invalidates: [clientDocument] }),
    /** One stored document as an object URL for a new tab; null where the runtime makes none. */
    contractDocumentUrl: objectUrlMutationOf(build, e.viewContractDocument),
  }),
  overrideExisting: 'throw',
});

export const {
  useClientUsersQuery,
  useInviteClientUserMutation,
  useResendClientInviteMutation,
  useSetClientUserStatusMutation,
  useContractDocumentsQuery,
  useUploadContractDocumentMutation,
  useDeleteContractDocumentMutation,
  useContractDocumentUrlMutation,
} = clientProfileApi;
