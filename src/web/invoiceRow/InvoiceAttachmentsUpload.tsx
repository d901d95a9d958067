import { messages } from '../../shared/messages';
import { invoiceAttachmentRules } from '../../shared/validation/invoiceForm';
import { FileUpload, type FileUploadProps, type StoredFile } from '../kit/FileUpload';

export interface InvoiceAttachmentsUploadProps extends Omit<FileUploadProps, 'label' | 'rules' | 'onDelete'> {
  /** Deletes a stored (or picked) file once the user confirms. */
  onDelete: (file: StoredFile) => Promise<void>;
}

/**
 * An invoice's Attachments picker, the same on the invoice form and on a schedule row: its label
 * and rules (at most 4 in all, pdf, jpeg, png or jpg, 3 MB each); a disabled one offers no Delete.
 */
export function InvoiceAttachmentsUpload({ onDelete, disabled, ...upload }: InvoiceAttachmentsUploadProps) {
  return (
    <FileUpload
      label={messages.invoice.screens.labels.attachments}
      rules={invoiceAttachmentRules}
      {...upload}
      onDelete={disabled ? undefined : onDelete}
      disabled={disabled}
    />
  );
}
