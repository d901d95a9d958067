import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { debtors, prospects } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { notFound } from '../../http/errors';
import { partyOf } from '../../http/scope';

/** The client and debtor a collection is for, as the caller may name them. */
export interface CollectionPair {
  clientId: number;
  clientName: string;
  debtorId: number;
  debtorName: string;
}

/**
 * The client–debtor pair of a collection: a client the caller may see (staff: any client; a client
 * user: its own company; anyone else: none) and an existing debtor. Anything else answers 404,
 * exactly like a record that does not exist.
 */
export async function pairOf(
  db: Db,
  caller: Caller,
  clientId: number,
  debtorId: number,
): Promise<CollectionPair> {
  const party = partyOf(caller);
  if (party.kind !== 'staff' && !(party.kind === 'client' && party.companyId === clientId)) {
    throw notFound(messages.http.notFound);
  }
  const [client] = await db
    .select({ id: prospects.id, name: prospects.companyBusinessName })
    .from(prospects)
    .where(and(eq(prospects.id, clientId), isNull(prospects.deletedAt)));
  const [debtor] = await db
    .select({ id: debtors.id, name: debtors.legalName })
    .from(debtors)
    .where(eq(debtors.id, debtorId));
  if (!client || !debtor) throw notFound(messages.http.notFound);
  return { clientId: client.id, clientName: client.name, debtorId: debtor.id, debtorName: debtor.name };
}
