import { z } from 'zod';
import { defineEndpoint, IdSchema, answerWith } from './endpoint';
import { storedPathSchema, TextSchema } from './text';
import { ProspectRefSchema } from './prospects';
import { messages } from '../messages';
import { documentChecklistRules, DocumentTypeSchema } from '../validation/documentChecklist';

/**
 * The documents checklist of an application (spec part 1 §7, prospect attachments). Like the
 * application calls these are public: an applicant names the draft by its token; staff name a
 * prospect by its numeric id and need add_new_prospect or prospect_profile to change its files
 * (view_prospects also reads them). A submitted application is closed to public changes.
 */

/**
 * A prospect named in form data, where every value is text: up to 9 digits is a numeric id (staff),
 * anything else a draft token (spec part 1 §2.3: ids longer than 20 characters are tokens).
 */
const ProspectRefTextSchema = TextSchema({ label: 'prospect_id', max: 128 })
  .min(1, messages.http.notFound)
  .transform((value) => (/^\d{1,9}$/.test(value) ? Number(value) : value));

const CompanyIdTextSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, messages.http.badRequest)
  .transform(Number);

/** One stored file of the checklist. */
export const ProspectDocumentSchema = z.object({
  id: z.number().int(),
  /** The checklist label it was filed under. */
  attachment_type: z.string(),
  /** The stored path, which names the file in the view call. */
  attachment_path: z.string(),
  /** The file's name as uploaded (the stored name without its 13-character prefix). */
  name: z.string(),
  created_at: z.string(),
});
export type ProspectDocument = z.infer<typeof ProspectDocumentSchema>;

const DocumentsAnswerSchema = answerWith({
  underwriting_documents: z.array(ProspectDocumentSchema),
});

/** A change answers the checklist as it now stands, so the screen needs no second read. */
const ChangedDocumentsAnswerSchema = DocumentsAnswerSchema.extend({ message: z.string() });

export const prospectDocumentEndpoints = {
  fetchDocuments: defineEndpoint({
    path: 'prospect/attachment/fetch',
    tag: 'prospect documents',
    summary: 'The files of an application’s documents checklist, oldest first',
    access: 'public',
    request: z.strictObject({ prospect_id: ProspectRefSchema }),
    response: DocumentsAnswerSchema,
  }),
  saveDocuments: defineEndpoint({
    path: 'prospect/attachment/save',
    tag: 'prospect documents',
    summary:
      'File 1 to 4 documents (attachment_path[]) under one checklist type: pdf, doc, docx, xls, xlsx, ' +
      'png, jpg or jpeg proven by their bytes, at most 3 MB each, no # or & in the name, 4 per type',
    access: 'public',
    body: 'multipart',
    upload: { maxFiles: documentChecklistRules.maxFiles, maxBytes: documentChecklistRules.maxBytes },
    request: z.strictObject({
      prospect_id: ProspectRefTextSchema,
      attachment_type: DocumentTypeSchema,
      company_id: CompanyIdTextSchema.optional(),
    }),
    response: ChangedDocumentsAnswerSchema,
  }),
  deleteDocument: defineEndpoint({
    path: 'prospect/attachment/delete',
    tag: 'prospect documents',
    summary: 'Remove one file of the checklist, with its stored bytes',
    access: 'public',
    request: z.strictObject({ id: IdSchema, prospect_id: ProspectRefSchema }),
    response: ChangedDocumentsAnswerSchema,
  }),
  viewDocument: defineEndpoint({
    path: 'prospect/attachment/blob',
    tag: 'prospect documents',
    summary: 'The bytes of one file of the checklist (blobName: its attachment_path), as proven at upload',
    access: 'public',
    binary: true,
    request: z.strictObject({ prospect_id: ProspectRefSchema, blobName: storedPathSchema('blobName') }),
    response: z.unknown(),
  }),
};
