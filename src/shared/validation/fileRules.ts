import { forbiddenFilenameCharacters } from '../constants';
import { messages } from '../messages';

/**
 * The upload rules of the spec (type, size, name, count), as one pure function the FileUpload
 * component and any other picker use. Each refusal carries the spec's toast title and message.
 */

/** What a screen allows. */
export interface FileRules {
  /** Allowed extensions without the dot, lower case ('pdf', 'jpg'). */
  allowedExtensions: readonly string[];
  /** Largest file in bytes (3,000,000 for attachments). */
  maxBytes: number;
  /** Most files in total, counting those already stored (4 per document type). */
  maxFiles: number;
  /** The count message ('You can upload a maximum of 4 files.' or 'You are only authorized to upload 4 files.'). */
  maxFilesMessage?: string;
  /** The filename message ('Filename must not include # or &' or 'Filename is invalid, filename must not include # and &'). */
  invalidFilenameMessage?: string;
  /** The size message for a file (default '<name> size is greater than allowed size.'). */
  sizeMessage?: (fileName: string) => string;
}

/** The parts of a File the rules read (File satisfies it). */
export interface FileLike {
  name: string;
  size: number;
}

/** One refused file (or the whole selection, for the count), as a titled toast. */
export interface FileRefusal {
  /** The file refused; undefined when the whole selection was refused for the count. */
  fileName?: string;
  title: string;
  message: string;
}

export interface FileCheck<F extends FileLike> {
  /** Files that passed every rule. */
  accepted: F[];
  /** What was refused and why. */
  refusals: FileRefusal[];
}

/** The extension of a file name, lower case, without the dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Checks a selection against the rules. Too many files (with `existingCount` already stored)
 * refuses the whole selection; otherwise each file is checked for type, then size, then name.
 */
export function checkFiles<F extends FileLike>(
  files: readonly F[],
  rules: FileRules,
  existingCount = 0,
): FileCheck<F> {
  if (files.length === 0) return { accepted: [], refusals: [] };
  if (existingCount + files.length > rules.maxFiles) {
    return {
      accepted: [],
      refusals: [
        { title: messages.titles.exceedingLimit, message: rules.maxFilesMessage ?? messages.files.maxFiles },
      ],
    };
  }
  const allowed = new Set(rules.allowedExtensions.map((e) => e.toLowerCase().replace(/^\./, '')));
  const accepted: F[] = [];
  const refusals: FileRefusal[] = [];
  for (const file of files) {
    const extension = extensionOf(file.name);
    if (!allowed.has(extension)) {
      refusals.push({
        fileName: file.name,
        title: messages.titles.notAllowed,
        message: messages.files.typeNotAllowed(extension || file.name),
      });
    } else if (file.size > rules.maxBytes) {
      refusals.push({
        fileName: file.name,
        title: messages.titles.exceedingLimit,
        message: (rules.sizeMessage ?? messages.files.sizeTooLarge)(file.name),
      });
    } else if (forbiddenFilenameCharacters.some((ch) => file.name.includes(ch))) {
      refusals.push({
        fileName: file.name,
        title: messages.titles.invalidFilename,
        message: rules.invalidFilenameMessage ?? messages.files.invalidFilename,
      });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, refusals };
}

/** The `accept` attribute of a file input for the allowed extensions ('.pdf,.jpg'). */
export function acceptAttribute(allowedExtensions: readonly string[]): string {
  return allowedExtensions.map((e) => `.${e.replace(/^\./, '')}`).join(',');
}
