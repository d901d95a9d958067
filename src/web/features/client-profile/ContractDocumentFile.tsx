import { messages } from '../../../shared/messages';
import type { ContractDocument } from '../../../shared/contract/clientProfile';
import {
  contractDocumentRules,
  type ContractDocumentKind,
} from '../../../shared/validation/clientContractDocuments';
import { FileUpload, type StoredFile } from '../../kit/FileUpload';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useDeleteContractDocumentMutation, useUploadContractDocumentMutation } from './api';

export interface ContractDocumentFileProps {
  clientId: number;
  kind: ContractDocumentKind;
  /** The file stored for the kind, if any. */
  document: ContractDocument | undefined;
  /** Opens the stored file in a new tab. */
  onView: (document: ContractDocument) => void;
}

/** One contract document of a client: its file (View, confirmed Delete) and an upload that replaces it. */
export function ContractDocumentFile({ clientId, kind, document, onView }: ContractDocumentFileProps) {
  const [upload, { isLoading: uploading }] = useUploadContractDocumentMutation();
  const [remove] = useDeleteContractDocumentMutation();
  const stored: StoredFile[] = document ? [{ id: document.id, name: document.name }] : [];

  const handleFiles = async ([file]: File[]) => {
    if (!file) return;
    try {
      await upload({ prospect_id: clientId, kind, file }).unwrap();
      void toastSuccess(messages.files.uploaded);
    } catch (error) {
      void toastFromError(error);
    }
  };

  const handleDelete = async () => {
    if (!document) return;
    try {
      await remove({ prospect_id: clientId, id: document.id }).unwrap();
      void toastSuccess(messages.files.deleted, messages.files.deletedMessage);
    } catch (error) {
      void toastFromError(error, messages.files.deletionFailed);
    }
  };

  return (
    <FileUpload
      label={messages.clientProfile.contractKinds[kind]}
      helperText={document ? messages.clientProfile.replaceHint : messages.files.noAttachment}
      rules={contractDocumentRules}
      existingFiles={stored}
      stripPrefix={false}
      replacesStored
      uploading={uploading}
      onFilesAccepted={(files) => void handleFiles(files)}
      onView={() => document && onView(document)}
      onDelete={handleDelete}
    />
  );
}
