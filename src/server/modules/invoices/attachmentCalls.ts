import { and, eq } from 'drizzle-orm';
import type { InvoiceAttachment } from '../../../shared/contract/invoices';
import { messages } from '../../../shared/messages';
import { invoiceAttachments } from '../../db/schema';
import type { Deps } from '../../deps';
import { discardFile } from '../../files/discardFile';
import type { Caller } from '../../http/caller';
import { badRequest, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import {
  attachFiles,
  attachmentOf,
  attachmentPathsOf,
  isOwnUpload,
  provenFiles,
  requireRoomFor,
  toAttachment,
  uploadContentType,
  uploadFolderOf,
} from './attachments';
import { requireChangeable, visibleInvoice } from './records';

type CallDeps = Pick<Deps, 'db' | 'files' | 'clock' | 'log'>;

/**
 * invoice/attachment/upload: files for a saved invoice (all or none, 4 at most in all), or the
 * caller's uploads for a schedule row not saved yet. Answers the stored paths (`urls`).
 */
export async function uploadAttachments(
  deps: CallDeps,
  caller: Caller,
  invoiceId: number | undefined,
  files: readonly UploadedFile[],
): Promise<{ urls: string[]; attachments: InvoiceAttachment[] }> {
  if (files.length === 0) throw badRequest(messages.files.fileRequired);
  const proven = await provenFiles(files);
  const written: string[] = [];
  try {
    if (invoiceId === undefined) {
      requireRoomFor(0, proven.length);
      for (const { file } of proven) {
        written.push(await deps.files.save(uploadFolderOf(caller.userId), file.filename, file.data));
      }
      return { urls: written, attachments: written.map(toAttachment) };
    }
    return await deps.db.transaction(async (tx) => {
      const invoice = await visibleInvoice(tx, caller, invoiceId, true);
      requireChangeable(invoice);
      const held = (await attachmentPathsOf(tx, [invoice.id])).get(invoice.id) ?? [];
      requireRoomFor(held.length, proven.length);
      await attachFiles(deps, tx, invoice.id, proven, written, deps.clock.now());
      const paths = (await attachmentPathsOf(tx, [invoice.id])).get(invoice.id) ?? [];
      return { urls: paths, attachments: paths.map(toAttachment) };
    });
  } catch (error) {
    await Promise.allSettled(written.map((path) => deps.files.remove(path)));
    throw error;
  }
}

/** invoice/attachment/delete: one file of a saved invoice, or one of the caller's unclaimed uploads. */
export async function deleteAttachment(
  deps: CallDeps,
  caller: Caller,
  invoiceId: number | undefined,
  path: string,
): Promise<void> {
  if (invoiceId === undefined) {
    if (!isOwnUpload(caller, path) || (await claimedPath(deps, path))) throw notFound(messages.http.notFound);
    await deps.files.read(path).catch(() => {
      throw notFound(messages.http.notFound);
    });
    await deps.files.remove(path);
    return;
  }
  await deps.db.transaction(async (tx) => {
    const invoice = await visibleInvoice(tx, caller, invoiceId, true);
    requireChangeable(invoice);
    const attachment = await attachmentOf(tx, invoice.id, path);
    if (!attachment) throw notFound(messages.http.notFound);
    await tx.delete(invoiceAttachments).where(eq(invoiceAttachments.id, attachment.id));
  });
  await discardFile(deps, path);
}

/** invoice/attachment/view: the bytes of an invoice's file (deleted invoices too), or of the caller's upload. */
export async function readAttachment(
  deps: CallDeps,
  caller: Caller,
  invoiceId: number | undefined,
  path: string,
): Promise<{ data: Buffer; contentType: string }> {
  let contentType: string;
  if (invoiceId === undefined) {
    if (!isOwnUpload(caller, path) || (await claimedPath(deps, path))) throw notFound(messages.http.notFound);
    contentType = await uploadContentType(deps, path).catch(() => {
      throw notFound(messages.http.notFound);
    });
  } else {
    const invoice = await visibleInvoice(deps.db, caller, invoiceId);
    const attachment = await attachmentOf(deps.db, invoice.id, path);
    if (!attachment) throw notFound(messages.http.notFound);
    contentType = attachment.contentType;
  }
  const data = await deps.files.read(path).catch(() => {
    throw notFound(messages.http.notFound);
  });
  return { data, contentType };
}

/** Whether a path already belongs to an invoice (then only that invoice names it). */
async function claimedPath(deps: CallDeps, path: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: invoiceAttachments.id })
    .from(invoiceAttachments)
    .where(and(eq(invoiceAttachments.path, path)))
    .limit(1);
  return row !== undefined;
}
