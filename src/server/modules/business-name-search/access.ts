import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/firstRow';
import { prospects } from '../../db/schema/prospects';
import type { Caller } from '../../http/caller';
import { conflict, notFound } from '../../http/errors';
import { partyOf } from '../../http/scope';

export interface SearchProspect {
  id: number;
  status: number;
  deletedAt: Date | null;
}

/** Prospect status 2: the application fell out. */
const falloutStatus = 2;

/**
 * The prospect a business name search belongs to, as staff see it (a client, debtor or broker
 * user never names one: 404). `forNewSearch` locks the row and refuses a deleted or fallout
 * prospect (409); a client (status 1) may still get one.
 */
export async function searchProspect(
  db: Db,
  caller: Caller,
  prospectId: number,
  purpose: 'read' | 'forNewSearch',
): Promise<SearchProspect> {
  if (partyOf(caller).kind !== 'staff') throw notFound(messages.http.notFound);
  const lock = purpose === 'forNewSearch';
  const row = await firstRow(
    db
      .select({ id: prospects.id, status: prospects.status, deletedAt: prospects.deletedAt })
      .from(prospects)
      .where(eq(prospects.id, prospectId))
      .$dynamic(),
    lock,
  );
  if (!row) throw notFound(messages.http.notFound);
  if (purpose === 'read') {
    if (row.deletedAt !== null) throw notFound(messages.http.notFound);
  } else if (row.deletedAt !== null || row.status === falloutStatus) {
    throw conflict(messages.businessNameSearch.closedProspect);
  }
  return row;
}
