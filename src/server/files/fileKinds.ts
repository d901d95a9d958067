import { fileTypeFromBuffer } from 'file-type';
import type { fileTypes } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { extensionOf } from '../../shared/validation/fileRules';
import { badRequest } from '../http/errors';

/** An extension some upload of the product accepts. */
export type AcceptedExtension = (typeof fileTypes)[keyof typeof fileTypes][number];

/**
 * What the bytes behind each accepted extension must prove to be (file-type's name for it), and
 * the content type the file is served back with. Legacy .doc and .xls are OLE compound files,
 * which file-type reports as 'cfb' whatever they hold.
 */
const kinds: Record<AcceptedExtension, { proof: string; contentType: string }> = {
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

/** Leading bytes that name a kind file-type passes over in a short or partial file. */
const signatures: readonly { kind: string; bytes: readonly number[] }[] = [
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46] },
];

/** What a file's bytes say it is (file-type's name: 'pdf', 'png', 'exe'...); a name proves nothing. */
async function kindOf(data: Buffer): Promise<string | undefined> {
  const found = await fileTypeFromBuffer(data);
  if (found) return found.ext;
  return signatures.find((s) => s.bytes.every((byte, i) => data[i] === byte))?.kind;
}

/** The content type stored bytes are served with: their proven kind's, else a plain download. */
export async function servedContentType(data: Buffer): Promise<string> {
  const kind = await kindOf(data);
  const known = Object.values(kinds).find((k) => k.proof === kind && kind !== 'cfb');
  return known?.contentType ?? 'application/octet-stream';
}

/**
 * Checks an upload's bytes once its name and size passed the area's own rules: the extension must
 * be one `accepted` lists and the bytes of the kind it names, so a renamed program is refused.
 * Answers the content type it proved.
 */
export async function provenContentType(
  file: { filename: string; data: Buffer },
  accepted: readonly AcceptedExtension[],
): Promise<string> {
  const extension = extensionOf(file.filename);
  const kind = accepted.find((allowed) => allowed === extension);
  if (kind === undefined) throw badRequest(messages.files.typeNotAllowed(extension));
  const found = await kindOf(file.data);
  if (found === undefined) throw badRequest(messages.files.invalidType);
  if (found === kinds[kind].proof) return kinds[kind].contentType;
  // An accepted kind under the wrong extension is mislabelled; anything else is not allowed at all.
  const acceptedKinds = new Set(accepted.map((allowed) => kinds[allowed].proof));
  throw badRequest(acceptedKinds.has(found) ? messages.files.invalidType : messages.files.typeNotAllowed(found));
}
