import { documentChecklistRules, documentFileProblem } from '../../../shared/validation/documentChecklist';
import { provenContentType } from '../../files/fileKinds';
import { badRequest } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';

/**
 * Checks one uploaded document by its name and size, then by its bytes: they must be of the kind
 * its extension names (a program renamed .pdf is refused). Answers the content type it proved.
 */
export async function provenDocumentType(file: UploadedFile): Promise<string> {
  const problem = documentFileProblem({ name: file.filename, size: file.data.length });
  if (problem) throw badRequest(problem);
  return provenContentType(file, documentChecklistRules.allowedExtensions);
}
