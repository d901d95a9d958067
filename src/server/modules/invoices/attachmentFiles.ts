import { checkFiles } from '../../../shared/validation/fileRules';
import { invoiceAttachmentRules } from '../../../shared/validation/invoiceForm';
import { provenContentType } from '../../files/fileKinds';
import { badRequest } from '../../http/errors';

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
  return provenContentType(file, invoiceAttachmentRules.allowedExtensions);
}
