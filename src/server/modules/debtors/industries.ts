import { asc, eq, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { industries } from '../../db/schema';
import { badRequest } from '../../http/errors';
import {
  containsPattern,
  listPage,
  matchingRows,
  type PageAnswer,
  type PageRequest,
} from '../../http/paging';

/**
 * The industry a debtor is filed under, from the form's pair: a listed industry's id, or a title
 * typed (an existing title is reused whatever its letter case; a new one becomes a row). Null for none.
 */
export async function industryIdFor(
  db: Db,
  choice: { industry: string; industry_id: number | null },
): Promise<number | null> {
  if (choice.industry_id !== null) {
    const [row] = await db
      .select({ id: industries.id })
      .from(industries)
      .where(eq(industries.id, choice.industry_id))
      .limit(1);
    if (!row) throw badRequest(messages.debtor.screens.industryUnknown);
    return row.id;
  }
  const title = choice.industry.trim();
  if (!title) return null;
  // The unique index on lower(title) settles two users typing the same new industry at once.
  await db.insert(industries).values({ title }).onConflictDoNothing();
  const [row] = await db
    .select({ id: industries.id })
    .from(industries)
    .where(sql`lower(${industries.title}) = ${title.toLowerCase()}`)
    .limit(1);
  return row?.id ?? null;
}

/**
 * lookup/industries from the table, so industries users created are offered too: titles containing
 * the search text, the shipped list in its order first, then the industries users added.
 */
export async function searchIndustries(
  db: Db,
  request: PageRequest & { search_text: string },
): Promise<PageAnswer<{ id: number; title: string }>> {
  const needle = request.search_text.trim().toLowerCase();
  const where = needle ? sql`lower(${industries.title}) like ${containsPattern(needle)}` : undefined;
  return listPage(
    db,
    request,
    db.select(matchingRows).from(industries).where(where),
    db
      .select({ id: industries.id, title: industries.title })
      .from(industries)
      .where(where)
      .orderBy(asc(industries.id))
      .$dynamic(),
    (row) => row,
  );
}
