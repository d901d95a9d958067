import { and, asc, eq } from 'drizzle-orm';
import type { ContractDocument } from '../../../shared/contract/clientProfile';
import {
  contractDocumentKinds,
  type ContractDocumentKind,
} from '../../../shared/validation/clientContractDocuments';
import type { Db } from '../../db/client';
import { clientContractDocuments } from '../../db/schema';
import { displayNameOf } from '../prospect-documents/queries';

export type ContractDocumentRecord = typeof clientContractDocuments.$inferSelect;

function kindOf(stored: string): ContractDocumentKind | undefined {
  return contractDocumentKinds.find((kind) => kind === stored);
}

/** A client's contract documents, in the order of their kinds. */
export async function contractDocumentsOf(db: Db, prospectId: number): Promise<ContractDocument[]> {
  const rows = await db
    .select()
    .from(clientContractDocuments)
    .where(eq(clientContractDocuments.prospectId, prospectId))
    .orderBy(asc(clientContractDocuments.id));
  return rows.flatMap((row) => {
    const kind = kindOf(row.kind);
    return kind
      ? [
          {
            id: row.id,
            kind,
            name: displayNameOf(row.attachmentPath),
            created_at: row.createdAt.toISOString(),
          },
        ]
      : [];
  });
}

/** The stored file(s) of one kind of this client. */
export function documentsOfKind(
  db: Db,
  prospectId: number,
  kind: ContractDocumentKind,
): Promise<ContractDocumentRecord[]> {
  return db
    .select()
    .from(clientContractDocuments)
    .where(and(eq(clientContractDocuments.prospectId, prospectId), eq(clientContractDocuments.kind, kind)));
}

/** One document of this client; null for a document of any other client. */
export async function contractDocumentOf(
  db: Db,
  prospectId: number,
  id: number,
): Promise<ContractDocumentRecord | null> {
  const [row] = await db
    .select()
    .from(clientContractDocuments)
    .where(and(eq(clientContractDocuments.id, id), eq(clientContractDocuments.prospectId, prospectId)))
    .limit(1);
  return row ?? null;
}
