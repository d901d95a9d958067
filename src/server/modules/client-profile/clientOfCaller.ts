import { and, eq } from 'drizzle-orm';
import { prospectStatuses } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { prospects } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { notFound } from '../../http/errors';
import { partyOf } from '../../http/scope';

export type ClientRecord = typeof prospects.$inferSelect;

/**
 * The client the Edit Client page works on, as the caller may reach it: staff any client, a
 * client user only its own company, anyone else none (404, like a client that does not exist).
 * A change locks the client row, so that it is not closed under the change.
 */
export async function clientOfCaller(
  db: Db,
  caller: Caller,
  prospectId: number,
  lock = false,
): Promise<ClientRecord> {
  const party = partyOf(caller);
  const mayReach = party.kind === 'staff' || (party.kind === 'client' && party.companyId === prospectId);
  if (!mayReach) throw notFound(messages.http.notFound);
  const query = db
    .select()
    .from(prospects)
    .where(and(eq(prospects.id, prospectId), eq(prospects.status, prospectStatuses.client)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(messages.http.notFound);
  return row;
}

/** A terminated or deleted client is closed: it takes no new users. */
export function isClosed(client: ClientRecord): boolean {
  return client.terminatedAt !== null || client.deletedAt !== null;
}
