import { searchFileProblem, businessNameSearchRules } from '../../../shared/validation/businessNameSearch';
import { provenContentType } from '../../files/fileKinds';
import { badRequest } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';

/**
 * Checks a search's file by its name and size, then by its bytes (a program renamed .pdf is
 * refused). Answers the content type it proved.
 */
export async function provenSearchFileType(file: UploadedFile): Promise<string> {
  const problem = searchFileProblem({ name: file.filename, size: file.data.length });
  if (problem) throw badRequest(problem);
  return provenContentType(file, businessNameSearchRules.allowedExtensions);
}
