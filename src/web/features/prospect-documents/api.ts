import { cacheTag } from '../../../shared/cacheTags';
import { baseApi } from '../../api/baseApi';
import { post, postForm } from '../../api/contractQuery';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import {
  prospectDocumentEndpoints as e,
  type ProspectDocument,
} from '../../../shared/contract/prospectDocuments';
import type { DocumentType } from '../../../shared/validation/documentChecklist';
import { objectUrlMutationOf } from '../../api/contractEndpoints';

/** Files to file under one checklist type of one prospect. */
export interface DocumentUpload {
  /** The draft token (applicant) or the numeric id (staff). */
  prospect_id: string | number;
  attachment_type: DocumentType;
  files: readonly File[];
  /** Staff working on behalf of a company. */
  company_id?: number | null;
}

/** The form data prospect/attachment/save takes: the files go as attachment_path[]. */
function uploadForm({ prospect_id, attachment_type, files, company_id }: DocumentUpload): FormData {
  const form = new FormData();
  form.append('prospect_id', String(prospect_id));
  form.append('attachment_type', attachment_type);
  if (company_id !== undefined && company_id !== null) form.append('company_id', String(company_id));
  for (const file of files) form.append('attachment_path[]', file);
  return form;
}

type ChecklistArgs = RequestOf<typeof e.fetchDocuments>;

/**
 * The documents checklist of one application. Uploads and deletes answer the checklist as it
 * now stands, which replaces the cached one without a second read.
 */
export const prospectDocumentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    prospectDocuments: build.query<ResponseOf<typeof e.fetchDocuments>, ChecklistArgs>({
      query: (body) => post(e.fetchDocuments, body),
      providesTags: (_answer, _error, { prospect_id }) => [
        { type: cacheTag.prospectDocument, id: String(prospect_id) },
      ],
    }),
    uploadProspectDocuments: build.mutation<ResponseOf<typeof e.saveDocuments>, DocumentUpload>({
      query: (upload) => postForm(e.saveDocuments, uploadForm(upload)),
      async onQueryStarted({ prospect_id }, { dispatch, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(replaceChecklist({ prospect_id }, data.underwriting_documents));
      },
    }),
    deleteProspectDocument: build.mutation<
      ResponseOf<typeof e.deleteDocument>,
      RequestOf<typeof e.deleteDocument>
    >({
      query: (body) => post(e.deleteDocument, body),
      async onQueryStarted({ prospect_id }, { dispatch, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(replaceChecklist({ prospect_id }, data.underwriting_documents));
      },
    }),
    /** One stored file as an object URL for a new tab; null where the runtime makes none. */
    prospectDocumentUrl: objectUrlMutationOf(build, e.viewDocument),
  }),
  overrideExisting: 'throw',
});

function replaceChecklist(args: ChecklistArgs, documents: ProspectDocument[]) {
  return prospectDocumentsApi.util.upsertQueryData('prospectDocuments', args, {
    status: true,
    underwriting_documents: documents,
  });
}

export const {
  useProspectDocumentsQuery,
  useUploadProspectDocumentsMutation,
  useDeleteProspectDocumentMutation,
  useProspectDocumentUrlMutation,
} = prospectDocumentsApi;
