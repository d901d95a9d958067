import { z } from 'zod';
import { attachmentMaxBytes } from '../constants';
import { messages } from '../messages';
import { checkFiles } from './fileRules';

/** The contract documents a client keeps one file of each (spec part 3 §3): W9, 8821, the agreement. */
export const contractDocumentKinds = ['w9', '8821', 'factoring_agreement'] as const;
export type ContractDocumentKind = (typeof contractDocumentKinds)[number];

export const ContractDocumentKindSchema = z.enum(contractDocumentKinds, {
  error: messages.clientProfile.unknownKind,
});

/**
 * One file per kind, a new one replacing the old: pdf, images or Word, 3 MB, no # or & in the
 * name. The browser's FileUpload takes these rules and the server checks the same values.
 */
export const contractDocumentRules = {
  allowedExtensions: ['pdf', 'png', 'jpg', 'jpeg', 'doc', 'docx'],
  maxBytes: attachmentMaxBytes,
  maxFiles: 1,
} as const;

/** Why a file is refused by its name and size (the bytes are checked beyond this); null when it passes. */
export function contractDocumentFileProblem(file: { name: string; size: number }): string | null {
  return checkFiles([file], contractDocumentRules).refusals[0]?.message ?? null;
}
