import { profileImageProblem, profileImageRule } from '../../../shared/validation/profileForm';
import { provenContentType } from '../../files/fileKinds';
import { badRequest } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';

/**
 * A profile picture or signature must be named png/jpg/jpeg, be at most 5 MB, and its bytes must
 * really be of the kind its name says; otherwise 'File type X is not allowed.' names what it is.
 */
export async function assertProfileImage(file: UploadedFile): Promise<void> {
  const problem = profileImageProblem({ name: file.filename, size: file.data.length });
  if (problem) throw badRequest(problem);
  await provenContentType(file, profileImageRule.types);
}
