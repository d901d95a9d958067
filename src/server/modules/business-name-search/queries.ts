import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { BusinessNameSearch } from '../../../shared/contract/businessNameSearch';
import type { Db } from '../../db/client';
import { businessNameSearches, businessNameSearchNotes } from '../../db/schema/onboarding';
import { prospects } from '../../db/schema/prospects';

export type SearchRecord = typeof businessNameSearches.$inferSelect;

/** Every search of one prospect with its notes, newest search first, notes in the order written. */
export async function searchesOf(db: Db, prospectId: number): Promise<BusinessNameSearch[]> {
  const searches = await db
    .select()
    .from(businessNameSearches)
    .where(eq(businessNameSearches.prospectId, prospectId))
    .orderBy(desc(businessNameSearches.createdAt), desc(businessNameSearches.id));
  if (searches.length === 0) return [];
  const notes = await db
    .select()
    .from(businessNameSearchNotes)
    .where(
      inArray(
        businessNameSearchNotes.searchId,
        searches.map((s) => s.id),
      ),
    )
    .orderBy(asc(businessNameSearchNotes.id));
  return searches.map((search) => ({
    id: search.id,
    prospect_id: search.prospectId,
    name: search.name,
    path: search.attachmentPath,
    created_at: search.createdAt.toISOString(),
    notes: notes
      .filter((n) => n.searchId === search.id)
      .map((n) => ({ id: n.id, note: n.note, updated_at: n.updatedAt.toISOString() })),
  }));
}

/** One search of this prospect by its stored path; null for any other prospect's. */
export async function searchByPath(db: Db, prospectId: number, path: string): Promise<SearchRecord | null> {
  const [row] = await db
    .select()
    .from(businessNameSearches)
    .where(
      and(eq(businessNameSearches.prospectId, prospectId), eq(businessNameSearches.attachmentPath, path)),
    )
    .limit(1);
  return row ?? null;
}

/** A note of this prospect's searches (a live prospect only), locked for a change; null for any other's. */
export async function noteForChange(
  db: Db,
  prospectId: number,
  noteId: number,
): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: businessNameSearchNotes.id })
    .from(businessNameSearchNotes)
    .innerJoin(businessNameSearches, eq(businessNameSearches.id, businessNameSearchNotes.searchId))
    .innerJoin(prospects, eq(prospects.id, businessNameSearches.prospectId))
    .where(
      and(
        eq(businessNameSearchNotes.id, noteId),
        eq(businessNameSearches.prospectId, prospectId),
        isNull(prospects.deletedAt),
      ),
    )
    .limit(1)
    .for('update', { of: businessNameSearchNotes });
  return row ?? null;
}
