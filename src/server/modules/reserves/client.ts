import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { prospects } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { notFound } from '../../http/errors';
import { partyOf } from '../../http/scope';

/** A client whose reserves the caller may read: staff any, a client user its own company; 404 otherwise. */
export async function visibleClient(db: Db, caller: Caller, prospectId: number) {
  const party = partyOf(caller);
  if (party.kind !== 'staff' && !(party.kind === 'client' && party.companyId === prospectId)) {
    throw notFound(messages.http.notFound);
  }
  const [client] = await db
    .select({ id: prospects.id, name: prospects.companyBusinessName })
    .from(prospects)
    .where(and(eq(prospects.id, prospectId), isNull(prospects.deletedAt)));
  if (!client) throw notFound(messages.http.notFound);
  return client;
}
