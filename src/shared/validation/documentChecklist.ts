import { z } from 'zod';
import { attachmentMaxBytes, fileTypes, maxFilesPerDocumentType } from '../constants';
import { messages } from '../messages';
import { checkFiles } from './fileRules';

/** The 17 documents of the application's checklist (spec part 1 §3), stored as attachment_type. */
export const documentTypes = messages.prospect.documentTypes;
export type DocumentType = (typeof documentTypes)[number];

export const DocumentTypeSchema = z.enum(documentTypes, { error: messages.prospect.documents.unknownType });

/**
 * The checklist's upload rules (spec part 1 §5, §9): the browser's FileUpload takes them as they
 * are, and the server checks every file against the same values.
 */
export const documentChecklistRules = {
  allowedExtensions: fileTypes.prospectDocuments,
  maxBytes: attachmentMaxBytes,
  maxFiles: maxFilesPerDocumentType,
} as const;

/**
 * Why the server refuses a file by its name and size: the browser's own check (type, size, name)
 * with its texts; null when it passes. What the bytes really are is checked beyond this.
 */
export function documentFileProblem(file: { name: string; size: number }): string | null {
  return checkFiles([file], documentChecklistRules).refusals[0]?.message ?? null;
}
