import { z } from 'zod';
import { attachmentMaxBytes, fileTypes, maxAttachmentsPerInvoice } from '../constants';
import { messages } from '../messages';
import { TextSchema } from '../contract/text';
import type { FileRules } from './fileRules';
import { chosenId, invoiceLabels as L, invoiceRowRules, InvoiceRowSchema } from './invoiceRow';

/**
 * The Add/Edit Invoice form (spec part 2 §5 Invoice form) as the browser checks it and invoice/save
 * re-checks it: an invoice row with its client and note (the attachments come as files beside it).
 */

export const invoiceNoteMax = 150;

const { id, ...rowFields } = InvoiceRowSchema.shape;

export const InvoiceFormSchema = z
  .strictObject({
    id,
    prospect_id: chosenId(messages.required(L.clientName)),
    ...rowFields,
    note: TextSchema({ label: L.note, max: invoiceNoteMax, multiline: true }).default(''),
  })
  .superRefine(invoiceRowRules);
export type InvoiceFormInput = z.input<typeof InvoiceFormSchema>;
export type InvoiceForm = z.output<typeof InvoiceFormSchema>;

/** The rules of an invoice's attachments (spec part 2 §5, §9): 4 files of pdf, jpeg, png or jpg, 3 MB each. */
export const invoiceAttachmentRules = {
  allowedExtensions: fileTypes.invoiceAndCollection,
  maxBytes: attachmentMaxBytes,
  maxFiles: maxAttachmentsPerInvoice,
  maxFilesMessage: messages.files.maxFilesAuthorized,
  invalidFilenameMessage: messages.files.invalidFilenameLong,
} as const satisfies FileRules;
