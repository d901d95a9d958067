import { inArray } from 'drizzle-orm';
import type { ContractDocument } from '../../../shared/contract/clientProfile';
import { messages } from '../../../shared/messages';
import {
  contractDocumentFileProblem,
  contractDocumentRules,
  type ContractDocumentKind,
} from '../../../shared/validation/clientContractDocuments';
import { clientContractDocuments } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { badRequest, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { discardFile } from '../../files/discardFile';
import { provenContentType } from '../../files/fileKinds';
import { clientOfCaller } from './clientOfCaller';
import { contractDocumentOf, contractDocumentsOf, documentsOfKind } from './contractDocumentQueries';

type DocumentDeps = Pick<Deps, 'db' | 'files' | 'clock' | 'log'>;

/** The form field the file comes in. */
const fileField = 'attachment';

/** client/contract_document/fetch. */
export async function fetchContractDocuments(
  deps: DocumentDeps,
  caller: Caller,
  prospectId: number,
): Promise<ContractDocument[]> {
  const client = await clientOfCaller(deps.db, caller, prospectId);
  return contractDocumentsOf(deps.db, client.id);
}

/** One file by its name and size, then by its bytes (a program renamed .pdf is refused). */
async function provenType(file: UploadedFile): Promise<string> {
  const problem = contractDocumentFileProblem({ name: file.filename, size: file.data.length });
  if (problem) throw badRequest(problem);
  return provenContentType(file, contractDocumentRules.allowedExtensions);
}

/**
 * client/contract_document/save: one file of a kind, replacing the stored one. The client row is
 * locked so two uploads of a kind follow each other; the new file is removed again when anything
 * fails, and the old one only once the replacement has committed.
 */
export async function saveContractDocument(
  deps: DocumentDeps,
  caller: Caller,
  request: { prospect_id: number; kind: ContractDocumentKind },
  files: readonly UploadedFile[],
): Promise<ContractDocument[]> {
  const [file, ...more] = files;
  if (!file) throw badRequest(messages.files.fileRequired);
  if (more.length > 0 || file.field !== fileField) throw badRequest(messages.clientProfile.oneFile);

  let written: string | null = null;
  try {
    const saved = await deps.db.transaction(async (tx) => {
      const client = await clientOfCaller(tx, caller, request.prospect_id, true);
      const contentType = await provenType(file);
      const replaced = await documentsOfKind(tx, client.id, request.kind);
      written = await deps.files.save(`client-contract-documents/${client.id}`, file.filename, file.data);
      if (replaced.length > 0) {
        await tx.delete(clientContractDocuments).where(
          inArray(
            clientContractDocuments.id,
            replaced.map((row) => row.id),
          ),
        );
      }
      await tx.insert(clientContractDocuments).values({
        prospectId: client.id,
        kind: request.kind,
        attachmentPath: written,
        contentType,
        uploadedBy: caller.userId,
        createdAt: deps.clock.now(),
      });
      return { documents: await contractDocumentsOf(tx, client.id), replaced };
    });
    for (const old of saved.replaced) await discardFile(deps, old.attachmentPath);
    return saved.documents;
  } catch (error) {
    if (written !== null) await discardFile(deps, written);
    throw error;
  }
}

/** client/contract_document/delete: the stored bytes go once the row is gone for good. */
export async function deleteContractDocument(
  deps: DocumentDeps,
  caller: Caller,
  prospectId: number,
  id: number,
): Promise<ContractDocument[]> {
  const { path, remaining } = await deps.db.transaction(async (tx) => {
    const client = await clientOfCaller(tx, caller, prospectId, true);
    const document = await contractDocumentOf(tx, client.id, id);
    if (!document) throw notFound(messages.http.notFound);
    await tx.delete(clientContractDocuments).where(inArray(clientContractDocuments.id, [document.id]));
    return { path: document.attachmentPath, remaining: await contractDocumentsOf(tx, client.id) };
  });
  await discardFile(deps, path);
  return remaining;
}

/** client/contract_document/blob: one document's bytes with the content type proven at upload. */
export async function readContractDocument(
  deps: DocumentDeps,
  caller: Caller,
  prospectId: number,
  id: number,
): Promise<{ data: Buffer; contentType: string }> {
  const client = await clientOfCaller(deps.db, caller, prospectId);
  const document = await contractDocumentOf(deps.db, client.id, id);
  if (!document) throw notFound(messages.http.notFound);
  const data = await deps.files.read(document.attachmentPath).catch(() => {
    throw notFound(messages.http.notFound);
  });
  return { data, contentType: document.contentType };
}
