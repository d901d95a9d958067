import { desc, eq, sql } from 'drizzle-orm';
import type { CollectionNote } from '../../../shared/contract/collections';
import type { Db } from '../../db/client';
import { collectionNotes, users } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { visibleCollection } from './list';

/** Collection Notes (spec part 2 §7): a collection's notes, newest first, and Add Note. */

const noteColumns = {
  id: collectionNotes.id,
  note: collectionNotes.note,
  createdAt: collectionNotes.createdAt,
  createdByName: sql<string | null>`(${users.firstName} || ' ' || ${users.lastName})`,
};

function toNote(row: {
  id: number;
  note: string;
  createdAt: Date;
  createdByName: string | null;
}): CollectionNote {
  return {
    id: row.id,
    note: row.note,
    created_by_name: row.createdByName ?? '',
    created_at: row.createdAt.toISOString(),
  };
}

export async function notesOf(db: Db, caller: Caller, collectionId: number): Promise<CollectionNote[]> {
  const collection = await visibleCollection(db, caller, collectionId);
  const rows = await db
    .select(noteColumns)
    .from(collectionNotes)
    .leftJoin(users, eq(users.id, collectionNotes.createdBy))
    .where(eq(collectionNotes.collectionId, collection.id))
    .orderBy(desc(collectionNotes.createdAt), desc(collectionNotes.id))
    .limit(500);
  return rows.map(toNote);
}

export async function addNote(
  db: Db,
  caller: Caller,
  collectionId: number,
  note: string,
  now: Date,
): Promise<CollectionNote> {
  const collection = await visibleCollection(db, caller, collectionId);
  const [stored] = await db
    .insert(collectionNotes)
    .values({ collectionId: collection.id, note, createdBy: caller.userId, createdAt: now })
    .returning({ id: collectionNotes.id });
  const [row] = await db
    .select(noteColumns)
    .from(collectionNotes)
    .leftJoin(users, eq(users.id, collectionNotes.createdBy))
    .where(eq(collectionNotes.id, stored!.id));
  return toNote(row!);
}
