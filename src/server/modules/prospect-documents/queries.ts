import { basename } from 'node:path';
import { and, asc, count, eq } from 'drizzle-orm';
import { attachmentPrefixLength } from '../../../shared/constants';
import type { ProspectDocument } from '../../../shared/contract/prospectDocuments';
import type { Db } from '../../db/client';
import { prospectDocuments } from '../../db/schema/prospectDocuments';

export type DocumentRecord = typeof prospectDocuments.$inferSelect;

/** The name the user gave the file: the stored name without the store's 13-character prefix. */
export function displayNameOf(path: string): string {
  return basename(path).slice(attachmentPrefixLength);
}

function toDocument(row: DocumentRecord): ProspectDocument {
  return {
    id: row.id,
    attachment_type: row.attachmentType,
    attachment_path: row.attachmentPath,
    name: displayNameOf(row.attachmentPath),
    created_at: row.createdAt.toISOString(),
  };
}

/** Every file of one prospect's checklist, in the order they were filed. */
export async function documentsOf(db: Db, prospectId: number): Promise<ProspectDocument[]> {
  const rows = await db
    .select()
    .from(prospectDocuments)
    .where(eq(prospectDocuments.prospectId, prospectId))
    .orderBy(asc(prospectDocuments.createdAt), asc(prospectDocuments.id));
  return rows.map(toDocument);
}

/** How many files the prospect holds under one checklist type. */
export async function countOfType(db: Db, prospectId: number, attachmentType: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(prospectDocuments)
    .where(
      and(eq(prospectDocuments.prospectId, prospectId), eq(prospectDocuments.attachmentType, attachmentType)),
    );
  return row?.n ?? 0;
}

/** One file of this prospect, by id or by stored path; null for a file of any other prospect. */
export async function documentOf(
  db: Db,
  prospectId: number,
  file: { id: number } | { path: string },
): Promise<DocumentRecord | null> {
  const [row] = await db
    .select()
    .from(prospectDocuments)
    .where(
      and(
        eq(prospectDocuments.prospectId, prospectId),
        'id' in file ? eq(prospectDocuments.id, file.id) : eq(prospectDocuments.attachmentPath, file.path),
      ),
    )
    .limit(1);
  return row ?? null;
}
