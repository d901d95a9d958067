import { messages } from '../../../shared/messages';
import { extensionOf, profileImageRule } from '../../../shared/validation/profileForm';
import { badRequest } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';

/** What a file's leading bytes say it is; a name or a browser's mimetype proves nothing. */
const signatures: readonly { kind: string; bytes: readonly number[]; contentType: string }[] = [
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], contentType: 'image/png' },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff], contentType: 'image/jpeg' },
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46], contentType: 'application/pdf' },
  { kind: 'gif', bytes: [0x47, 0x49, 0x46, 0x38], contentType: 'image/gif' },
  { kind: 'exe', bytes: [0x4d, 0x5a], contentType: 'application/octet-stream' },
  { kind: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04], contentType: 'application/octet-stream' },
];

export function sniff(data: Buffer): { kind: string; contentType: string } {
  const found = signatures.find((s) => s.bytes.every((byte, i) => data[i] === byte));
  return found ?? { kind: 'unknown', contentType: 'application/octet-stream' };
}

const imageKinds: ReadonlySet<string> = new Set(['png', 'jpeg']);

/**
 * A profile picture or signature must be named png/jpg/jpeg, be at most 5 MB, and its bytes must
 * really be a PNG or a JPEG; otherwise 'File type X is not allowed.' names what it is.
 */
export function assertProfileImage(file: UploadedFile): void {
  const extension = extensionOf(file.filename);
  if (!(profileImageRule.types as readonly string[]).includes(extension)) {
    throw badRequest(messages.files.typeNotAllowed(extension || file.filename));
  }
  if (file.data.length > profileImageRule.maxBytes) throw badRequest(messages.files.pictureTooLarge);
  const { kind } = sniff(file.data);
  if (!imageKinds.has(kind)) throw badRequest(messages.files.typeNotAllowed(kind));
}
