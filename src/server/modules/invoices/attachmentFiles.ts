import { fileTypeFromBuffer } from 'file-type';
import { messages } from '../../../shared/messages';
import { checkFiles, extensionOf } from '../../../shared/validation/fileRules';
import { invoiceAttachmentRules } from '../../../shared/validation/invoiceForm';
import { badRequest } from '../../http/errors';

type AttachmentExtension = (typeof invoiceAttachmentRules.allowedExtensions)[number];

/** What the bytes behind each allowed extension must prove to be (file-type's name), and how they are served. */
const families: Record<AttachmentExtension, { proof: string; contentType: string }> = {
  pdf: { proof: 'pdf', contentType: 'application/pdf' },
  png: { proof: 'png', contentType: 'image/png' },
  jpg: { proof: 'jpg', contentType: 'image/jpeg' },
  jpeg: { proof: 'jpg', contentType: 'image/jpeg' },
};

const provenKinds: ReadonlySet<string> = new Set(Object.values(families).map((family) => family.proof));

function isAttachmentExtension(extension: string): extension is AttachmentExtension {
  return extension in families;
}

/**
 * Checks one invoice attachment by its name and size (the browser's rules, spec part 2 §5), then by
 * its bytes: they must be of the kind its extension names, so a renamed program is refused.
 * Answers the content type it proved.
 */
export async function provenAttachmentType(file: { filename: string; data: Buffer }): Promise<string> {
  const { refusals } = checkFiles([{ name: file.filename, size: file.data.length }], {
    ...invoiceAttachmentRules,
    maxFiles: 1,
  });
  const refusal = refusals[0];
  if (refusal) throw badRequest(refusal.message);
  const extension = extensionOf(file.filename);
  if (!isAttachmentExtension(extension)) throw badRequest(messages.files.typeNotAllowed(extension));
  const found = await fileTypeFromBuffer(file.data);
  if (!found) throw badRequest(messages.files.invalidType);
  const family = families[extension];
  if (found.ext === family.proof) return family.contentType;
  throw badRequest(
    provenKinds.has(found.ext) ? messages.files.invalidType : messages.files.typeNotAllowed(found.ext),
  );
}
