import { messages } from '../../shared/messages';
import type { StoredFile } from '../kit/FileUpload';
import { toastFromError, toastSuccess } from '../kit/toast';
import { InvoiceAttachmentsUpload } from './InvoiceAttachmentsUpload';
import { useUploadInvoiceAttachmentsMutation } from './invoiceRowApi';
import { useDeleteAttachment } from './useDeleteAttachment';
import { useViewAttachment } from './useViewAttachment';

export interface RowAttachmentsFieldProps {
  /** The saved invoice of the row; absent for a row not saved yet (its files wait as the user's uploads). */
  invoiceId?: number;
  /** The stored paths the row names. */
  paths: readonly string[];
  onChange: (paths: string[]) => void;
  disabled?: boolean;
}

/** The stored name of a path: its last part (FileUpload removes the store's prefix for display). */
function fileNameOf(path: string): string {
  return path.split('/').pop() ?? path;
}

/**
 * A schedule row's attachments (spec part 2 §4, up to 4 files, each viewable or deletable): files
 * are uploaded as soon as they are picked, to the saved invoice or as the user's uploads, which the
 * schedule's save then claims by path.
 */
export function RowAttachmentsField({ invoiceId, paths, onChange, disabled }: RowAttachmentsFieldProps) {
  const view = useViewAttachment();
  const [upload, { isLoading: uploading }] = useUploadInvoiceAttachmentsMutation();
  const deleteAttachment = useDeleteAttachment();
  const files: StoredFile[] = paths.map((path) => ({ id: path, name: fileNameOf(path) }));

  const handleAccepted = async (picked: File[]) => {
    try {
      const answer = await upload(
        invoiceId === undefined ? { files: picked } : { id: invoiceId, files: picked },
      ).unwrap();
      onChange(invoiceId === undefined ? [...paths, ...answer.urls] : answer.urls);
      void toastSuccess(messages.files.uploaded, answer.message);
    } catch (error) {
      void toastFromError(error, messages.titles.error);
    }
  };

  const handleDelete = async (file: StoredFile) => {
    const path = String(file.id);
    if (await deleteAttachment(path, invoiceId)) onChange(paths.filter((candidate) => candidate !== path));
  };

  return (
    <InvoiceAttachmentsUpload
      existingFiles={files}
      uploading={uploading}
      onFilesAccepted={(picked) => void handleAccepted(picked)}
      onView={(file) => void view(String(file.id), invoiceId)}
      onDelete={handleDelete}
      disabled={disabled}
    />
  );
}
