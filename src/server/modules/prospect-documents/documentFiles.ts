import { fileTypeFromBuffer } from 'file-type';
import { messages } from '../../../shared/messages';
import {
  documentFileProblem,
  type documentChecklistRules,
} from '../../../shared/validation/documentChecklist';
import { extensionOf } from '../../../shared/validation/profileForm';
import { badRequest } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';

type DocumentExtension = (typeof documentChecklistRules.allowedExtensions)[number];

/**
 * What the bytes behind each allowed extension must prove to be (file-type's name for it), and the
 * content type the file is served back with. Legacy .doc and .xls are OLE compound files, which
 * file-type reports as 'cfb' whatever they hold.
 */
const families: Record<DocumentExtension, { proof: string; contentType: string }> = {
  pdf: { proof: 'pdf', contentType: 'application/pdf' },
  png: { proof: 'png', contentType: 'image/png' },
  jpg: { proof: 'jpg', contentType: 'image/jpeg' },
  jpeg: { proof: 'jpg', contentType: 'image/jpeg' },
  doc: { proof: 'cfb', contentType: 'application/msword' },
  xls: { proof: 'cfb', contentType: 'application/vnd.ms-excel' },
  docx: {
    proof: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    proof: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
};

const provenKinds: ReadonlySet<string> = new Set(Object.values(families).map((family) => family.proof));

function isDocumentExtension(extension: string): extension is DocumentExtension {
  return extension in families;
}

/**
 * Checks one uploaded file by its name and size, then by its bytes: they must be of the family
 * its extension names (a program renamed .pdf is refused). Answers the content type it proved.
 */
export async function provenContentType(file: UploadedFile): Promise<string> {
  const problem = documentFileProblem({ name: file.filename, size: file.data.length });
  if (problem) throw badRequest(problem);
  const extension = extensionOf(file.filename);
  if (!isDocumentExtension(extension)) throw badRequest(messages.files.typeNotAllowed(extension));
  const found = await fileTypeFromBuffer(file.data);
  if (!found) throw badRequest(messages.files.invalidType);
  const family = families[extension];
  if (found.ext === family.proof) return family.contentType;
  // An allowed kind under the wrong extension is mislabelled; anything else is not allowed at all.
  throw badRequest(
    provenKinds.has(found.ext) ? messages.files.invalidType : messages.files.typeNotAllowed(found.ext),
  );
}
