import { basename } from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { attachmentPrefixLength } from '../../../shared/constants';
import type { InvoiceAttachment } from '../../../shared/contract/invoices';
import { messages } from '../../../shared/messages';
import { invoiceAttachmentRules } from '../../../shared/validation/invoiceForm';
import type { Db } from '../../db/client';
import { invoiceAttachments } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { badRequest } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { provenAttachmentType } from './attachmentFiles';

/**
 * An invoice's files: stored under `invoice-attachments/<invoice id>/`, or first under the uploading
 * user's own folder when they belong to a schedule row not saved yet, from where the row's save
 * claims them by path. A path outside the caller's folder cannot be claimed, so nobody attaches
 * another user's upload.
 */

type FileDeps = Pick<Deps, 'files'>;

/** The form field the files come in (attachments[] in form data, or without the brackets). */
const fileFields: ReadonlySet<string> = new Set(['attachments[]', 'attachments']);

export function invoiceFolder(invoiceId: number): string {
  return `invoice-attachments/${invoiceId}`;
}

/** Where a user's uploads wait for the schedule save that claims them. */
export function uploadFolderOf(userId: string): string {
  return `invoice-attachments/uploads/${userId}`;
}

export function isOwnUpload(caller: Caller, path: string): boolean {
  return path.startsWith(`${uploadFolderOf(caller.userId)}/`) && !path.includes('..');
}

/** The name a stored file was uploaded with: its base name without the store's prefix. */
export function attachmentName(path: string): string {
  return basename(path).slice(attachmentPrefixLength);
}

export function toAttachment(path: string): InvoiceAttachment {
  return { path, name: attachmentName(path) };
}

export interface ProvenFile {
  file: UploadedFile;
  contentType: string;
}

/** Every uploaded file checked by name, size and bytes, before anything is kept. */
export async function provenFiles(files: readonly UploadedFile[]): Promise<ProvenFile[]> {
  const stray = files.find((file) => !fileFields.has(file.field));
  if (stray) throw badRequest(messages.http.unknownFields(stray.field));
  const proven: ProvenFile[] = [];
  for (const file of files) proven.push({ file, contentType: await provenAttachmentType(file) });
  return proven;
}

/** 400 when `adding` more files would take the invoice past its 4. */
export function requireRoomFor(held: number, adding: number): void {
  if (held + adding > invoiceAttachmentRules.maxFiles) throw badRequest(messages.files.maxFilesAuthorized);
}

/**
 * Stores proven files for an invoice inside the caller's transaction. `written` collects the stored
 * paths, so the caller can remove them again when the transaction fails.
 */
export async function attachFiles(
  deps: FileDeps,
  tx: Db,
  invoiceId: number,
  proven: readonly ProvenFile[],
  written: string[],
  now: Date,
): Promise<void> {
  for (const { file, contentType } of proven) {
    const path = await deps.files.save(invoiceFolder(invoiceId), file.filename, file.data);
    written.push(path);
    await tx.insert(invoiceAttachments).values({ invoiceId, path, contentType, createdAt: now });
  }
}

/** The stored paths of invoices' files, oldest first, by invoice. */
export async function attachmentPathsOf(
  db: Db,
  invoiceIds: readonly number[],
): Promise<Map<number, string[]>> {
  const byInvoice = new Map<number, string[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select({ invoiceId: invoiceAttachments.invoiceId, path: invoiceAttachments.path })
    .from(invoiceAttachments)
    .where(inArray(invoiceAttachments.invoiceId, [...invoiceIds]))
    .orderBy(asc(invoiceAttachments.id));
  for (const row of rows) byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), row.path]);
  return byInvoice;
}

/** One attachment row of an invoice by path, or null. */
export async function attachmentOf(
  db: Db,
  invoiceId: number,
  path: string,
): Promise<{ id: number; path: string; contentType: string } | null> {
  const [row] = await db
    .select({
      id: invoiceAttachments.id,
      path: invoiceAttachments.path,
      contentType: invoiceAttachments.contentType,
    })
    .from(invoiceAttachments)
    .where(and(eq(invoiceAttachments.invoiceId, invoiceId), eq(invoiceAttachments.path, path)))
    .limit(1);
  return row ?? null;
}

/** The content type an upload's bytes prove, by the rules of its extension; 400 when they prove nothing allowed. */
export async function uploadContentType(deps: FileDeps, path: string): Promise<string> {
  const data = await deps.files.read(path).catch(() => {
    throw badRequest(messages.invoice.screens.uploadUnknown);
  });
  return provenAttachmentType({ filename: basename(path), data });
}

/**
 * Attaches to an invoice the caller's uploads among `paths` (paths already the invoice's are left
 * as they are); anything else is refused, and the invoice keeps at most 4 files.
 */
export async function claimUploads(
  deps: FileDeps,
  tx: Db,
  caller: Caller,
  invoiceId: number,
  paths: readonly string[],
  now: Date,
): Promise<void> {
  const held = (await attachmentPathsOf(tx, [invoiceId])).get(invoiceId) ?? [];
  const fresh = [...new Set(paths)].filter((path) => !held.includes(path));
  if (fresh.some((path) => !isOwnUpload(caller, path)))
    throw badRequest(messages.invoice.screens.uploadUnknown);
  requireRoomFor(held.length, fresh.length);
  if (fresh.length === 0) return;
  const taken = await tx
    .select({ path: invoiceAttachments.path })
    .from(invoiceAttachments)
    .where(inArray(invoiceAttachments.path, fresh));
  if (taken.length > 0) throw badRequest(messages.invoice.screens.uploadUnknown);
  for (const path of fresh) {
    const contentType = await uploadContentType(deps, path);
    await tx.insert(invoiceAttachments).values({ invoiceId, path, contentType, createdAt: now });
  }
}
