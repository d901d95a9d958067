import type { InvoiceAttachment } from '../../../shared/contract/invoices';
import type { StoredFile } from '../../kit/FileUpload';
import { objectUrlOf } from '../../api/objectUrl';
import { InvoiceAttachmentsUpload } from '../../invoiceRow/InvoiceAttachmentsUpload';
import { useDeleteAttachment } from '../../invoiceRow/useDeleteAttachment';
import { useViewAttachment } from '../../invoiceRow/useViewAttachment';

const chosenPrefix = 'chosen:';

export interface InvoiceAttachmentsFieldProps {
  /** The saved invoice whose stored files are listed; null for a new one. */
  invoiceId: number | null;
  /** Files the invoice holds. */
  stored: readonly InvoiceAttachment[];
  /** Files picked on this form, sent with the save. */
  chosen: readonly File[];
  onChoose: (files: File[]) => void;
  onUnchoose: (index: number) => void;
  disabled?: boolean;
}

/**
 * The invoice form's Attachments: at most 4 in all, pdf, jpeg, png or jpg, 3 MB each; stored ones
 * open and delete at once, picked ones travel with the save.
 */
export function InvoiceAttachmentsField({
  invoiceId,
  stored,
  chosen,
  onChoose,
  onUnchoose,
  disabled,
}: InvoiceAttachmentsFieldProps) {
  const view = useViewAttachment();
  const deleteAttachment = useDeleteAttachment();
  const files: StoredFile[] = [
    ...stored.map((file) => ({ id: file.path, name: file.name })),
    ...chosen.map((file, index) => ({ id: `${chosenPrefix}${index}`, name: file.name })),
  ];

  const handleView = (file: StoredFile) => {
    const key = String(file.id);
    if (!key.startsWith(chosenPrefix)) {
      void view(key, invoiceId ?? undefined);
      return;
    }
    const picked = chosen[Number(key.slice(chosenPrefix.length))];
    const url = picked ? objectUrlOf(picked) : null;
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
  };

  const handleDelete = async (file: StoredFile) => {
    const key = String(file.id);
    if (key.startsWith(chosenPrefix)) {
      onUnchoose(Number(key.slice(chosenPrefix.length)));
      return;
    }
    if (invoiceId !== null) await deleteAttachment(key, invoiceId);
  };

  return (
    <InvoiceAttachmentsUpload
      existingFiles={files}
      stripPrefix={false}
      onFilesAccepted={onChoose}
      onView={handleView}
      onDelete={handleDelete}
      disabled={disabled}
    />
  );
}
