import { messages } from '../../../shared/messages';
import type { ProspectDocument } from '../../../shared/contract/prospectDocuments';
import { documentChecklistRules, type DocumentType } from '../../../shared/validation/documentChecklist';
import { FileUpload, type StoredFile } from '../../kit/FileUpload';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useDeleteProspectDocumentMutation, useUploadProspectDocumentsMutation } from './api';

export interface DocumentTypeFilesProps {
  /** The draft token (applicant) or the numeric prospect id (staff). */
  prospect: string | number;
  /** Sent with uploads by staff working on behalf of a company. */
  companyId: number | null;
  /** The checklist type this row files under. */
  documentType: DocumentType;
  /** The files stored under it. */
  documents: readonly ProspectDocument[];
  /** Shows the files without upload or delete. */
  readOnly: boolean;
  /** Opens a stored file in a new tab. */
  onView: (document: ProspectDocument) => void;
}

/**
 * One document of the checklist: its stored files (View, confirmed Delete), how many of the 4 are
 * used, and an upload that the kit's rules check before anything is sent.
 */
export function DocumentTypeFiles({
  prospect,
  companyId,
  documentType,
  documents,
  readOnly,
  onView,
}: DocumentTypeFilesProps) {
  const [upload, { isLoading: uploading }] = useUploadProspectDocumentsMutation();
  const [remove] = useDeleteProspectDocumentMutation();
  const stored: StoredFile[] = documents.map((document) => ({ id: document.id, name: document.name }));
  const documentOf = (file: StoredFile) => documents.find((document) => document.id === file.id);

  const handleFiles = async (files: File[]) => {
    try {
      await upload({
        prospect_id: prospect,
        attachment_type: documentType,
        files,
        company_id: companyId,
      }).unwrap();
      void toastSuccess(messages.files.uploaded);
    } catch (error) {
      void toastFromError(error);
    }
  };

  const handleDelete = async (file: StoredFile) => {
    const document = documentOf(file);
    if (!document) return;
    try {
      await remove({ id: document.id, prospect_id: prospect }).unwrap();
      void toastSuccess(messages.files.deleted, messages.files.deletedMessage);
    } catch (error) {
      void toastFromError(error, messages.files.deletionFailed);
    }
  };

  const handleView = (file: StoredFile) => {
    const document = documentOf(file);
    if (document) onView(document);
  };

  return (
    <FileUpload
      label={documentType}
      helperText={
        readOnly && documents.length === 0
          ? messages.files.noAttachment
          : messages.prospect.documents.fileCount(documents.length, documentChecklistRules.maxFiles)
      }
      rules={documentChecklistRules}
      existingFiles={stored}
      stripPrefix={false}
      uploading={uploading}
      readOnly={readOnly}
      onFilesAccepted={(files) => void handleFiles(files)}
      onView={handleView}
      onDelete={handleDelete}
    />
  );
}
