import { z } from 'zod';
import { messages, type ToastText } from '../../messages';
import {
  attachmentMaxBytes,
  fileTypes,
  forbiddenFilenameCharacters,
  maxFilesPerDocumentType,
} from '../../constants';
import { extensionOf } from '../profileForm';

/**
 * Step 6, Documents Checklist (spec part 1 §3, §5, §8): 17 document types, each taking at most 4
 * files of pdf, doc, docx, xls, xlsx, png, jpg or jpeg, up to 3 MB, whose names hold no # or &.
 * The server runs the same check (and looks at the file's bytes, since a name proves nothing).
 */

export const prospectDocumentTypes = messages.prospect.documentTypes;
export const ProspectDocumentTypeSchema = z.enum(prospectDocumentTypes, {
  error: messages.files.fileRequired,
});
export type ProspectDocumentType = z.infer<typeof ProspectDocumentTypeSchema>;

/** What the check needs of a chosen file. */
export interface ChosenFile {
  name: string;
  size: number;
}

/** Why a file was refused, as the toast shows it (title and message of spec part 1 §8). */
export interface DocumentFileProblem extends ToastText {
  fileName: string | null;
}

/** The problem of one file, or null when it may be uploaded. */
export function documentFileProblem(file: ChosenFile): DocumentFileProblem | null {
  const extension = extensionOf(file.name);
  if (!(fileTypes.prospectDocuments as readonly string[]).includes(extension)) {
    return {
      title: messages.titles.notAllowed,
      message: messages.files.typeNotAllowed(extension || file.name),
      fileName: file.name,
    };
  }
  if (forbiddenFilenameCharacters.some((character) => file.name.includes(character))) {
    return {
      title: messages.titles.invalidFilename,
      message: messages.files.invalidFilename,
      fileName: file.name,
    };
  }
  if (file.size > attachmentMaxBytes) {
    return {
      title: messages.titles.exceedingLimit,
      message: messages.files.sizeTooLarge(file.name),
      fileName: file.name,
    };
  }
  return null;
}

export interface DocumentFilesCheck<T extends ChosenFile> {
  /** The files that may be uploaded. */
  accepted: T[];
  problems: DocumentFileProblem[];
}

/**
 * Checks the files chosen for one document type against those already stored for it. More than 4
 * in all refuses the whole choice ('You can upload a maximum of 4 files.'); otherwise each file is
 * accepted or refused on its own.
 */
export function checkDocumentFiles<T extends ChosenFile>(
  alreadyStored: number,
  files: readonly T[],
): DocumentFilesCheck<T> {
  if (files.length === 0) {
    return { accepted: [], problems: [] };
  }
  if (alreadyStored + files.length > maxFilesPerDocumentType) {
    return {
      accepted: [],
      problems: [{ title: messages.titles.exceedingLimit, message: messages.files.maxFiles, fileName: null }],
    };
  }
  const accepted: T[] = [];
  const problems: DocumentFileProblem[] = [];
  for (const file of files) {
    const problem = documentFileProblem(file);
    if (problem) problems.push(problem);
    else accepted.push(file);
  }
  return { accepted, problems };
}
