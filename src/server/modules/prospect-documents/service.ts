import { and, eq } from 'drizzle-orm';
import type { ParsedRequestOf } from '../../../shared/contract/endpoint';
import type {
  ProspectDocument,
  prospectDocumentEndpoints as endpoints,
} from '../../../shared/contract/prospectDocuments';
import { messages } from '../../../shared/messages';
import { documentChecklistRules } from '../../../shared/validation/documentChecklist';
import { prospectDocuments } from '../../db/schema/prospectDocuments';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { checklistProspect, isChecklistStaff } from './access';
import { provenDocumentType } from './documentFiles';
import { countOfType, documentOf, documentsOf } from './queries';
import { discardFile } from '../../files/discardFile';

type DocumentDeps = Pick<Deps, 'db' | 'files' | 'clock' | 'log'>;
type SaveRequest = ParsedRequestOf<typeof endpoints.saveDocuments>;

/** The form field the files come in (FormData's attachment_path[], or without the brackets). */
const fileFields: ReadonlySet<string> = new Set(['attachment_path[]', 'attachment_path']);

/** prospect/attachment/fetch: the checklist's files as the caller may read them. */
export async function fetchDocuments(
  deps: DocumentDeps,
  caller: Caller | null,
  ref: string | number,
): Promise<ProspectDocument[]> {
  const prospect = await checklistProspect(deps.db, caller, ref, 'read');
  return documentsOf(deps.db, prospect.id);
}

/**
 * prospect/attachment/save: files 1 to 4 documents under one type, all or none. Every file is
 * checked (name, size, bytes) and the type's count of 4 is checked with the prospect locked, before
 * anything is kept; files already written are removed again when anything fails.
 */
export async function saveDocuments(
  deps: DocumentDeps,
  caller: Caller | null,
  request: SaveRequest,
  files: readonly UploadedFile[],
): Promise<ProspectDocument[]> {
  if (request.company_id !== undefined && !isChecklistStaff(caller)) throw forbidden(messages.http.forbidden);
  const stray = files.find((file) => !fileFields.has(file.field));
  if (stray) throw badRequest(messages.http.unknownFields(stray.field));
  if (files.length === 0) throw badRequest(messages.files.fileRequired);

  const written: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      const prospect = await checklistProspect(tx, caller, request.prospect_id, 'change');
      if (
        request.company_id !== undefined &&
        prospect.companyId !== null &&
        prospect.companyId !== request.company_id
      ) {
        throw notFound(messages.http.notFound);
      }
      const proven: { file: UploadedFile; contentType: string }[] = [];
      for (const file of files) proven.push({ file, contentType: await provenDocumentType(file) });
      const held = await countOfType(tx, prospect.id, request.attachment_type);
      if (held + files.length > documentChecklistRules.maxFiles) throw badRequest(messages.files.maxFiles);

      for (const { file, contentType } of proven) {
        const path = await deps.files.save(`prospect-documents/${prospect.id}`, file.filename, file.data);
        written.push(path);
        await tx.insert(prospectDocuments).values({
          prospectId: prospect.id,
          attachmentType: request.attachment_type,
          attachmentPath: path,
          contentType,
          sizeBytes: file.data.length,
          createdAt: deps.clock.now(),
        });
      }
      return documentsOf(tx, prospect.id);
    });
  } catch (error) {
    await Promise.allSettled(written.map((path) => deps.files.remove(path)));
    throw error;
  }
}

/**
 * prospect/attachment/delete: removes one file of the named prospect (a file of any other
 * prospect answers 404). The stored bytes go once the row is gone for good.
 */
export async function deleteDocument(
  deps: DocumentDeps,
  caller: Caller | null,
  ref: string | number,
  id: number,
): Promise<ProspectDocument[]> {
  const { path, remaining } = await deps.db.transaction(async (tx) => {
    const prospect = await checklistProspect(tx, caller, ref, 'change');
    const document = await documentOf(tx, prospect.id, { id });
    if (!document) throw notFound(messages.http.notFound);
    await tx
      .delete(prospectDocuments)
      .where(and(eq(prospectDocuments.id, document.id), eq(prospectDocuments.prospectId, prospect.id)));
    return { path: document.attachmentPath, remaining: await documentsOf(tx, prospect.id) };
  });
  await discardFile(deps, path);
  return remaining;
}

/** prospect/attachment/blob: one file's bytes with the content type its bytes proved at upload. */
export async function readDocument(
  deps: DocumentDeps,
  caller: Caller | null,
  ref: string | number,
  path: string,
): Promise<{ data: Buffer; contentType: string }> {
  const prospect = await checklistProspect(deps.db, caller, ref, 'read');
  const document = await documentOf(deps.db, prospect.id, { path });
  if (!document) throw notFound(messages.http.notFound);
  const data = await deps.files.read(document.attachmentPath).catch(() => {
    throw notFound(messages.http.notFound);
  });
  return { data, contentType: document.contentType };
}
