import { and, eq, isNull } from 'drizzle-orm';
import { prospectStatuses } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { brokers, prospects } from '../../db/schema';
import { holdsAll, type Caller } from '../../http/caller';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { partyOf } from '../../http/scope';

/*
 * Whose home the caller may read (docs/decisions/0033-each-partys-home.md): a client user its own
 * company's, a broker user its own referrals'; staff preview one by id with the right that opens
 * that party's records. A party of another kind is refused (403): it has a home of its own. An id
 * the caller may not read answers 404, like one that does not exist.
 */

export interface HomeClient {
  id: number;
  name: string;
}

export async function homeClientOf(
  db: Db,
  caller: Caller,
  prospectId: number | undefined,
): Promise<HomeClient> {
  const party = partyOf(caller);
  let id: number;
  if (party.kind === 'client') {
    if (prospectId !== undefined && prospectId !== party.companyId) throw notFound(messages.http.notFound);
    id = party.companyId;
  } else if (party.kind === 'staff') {
    if (!holdsAll(caller, ['view_clients'])) throw forbidden(messages.http.forbidden);
    if (prospectId === undefined) throw badRequest(messages.http.badRequest);
    id = prospectId;
  } else if (caller.roleType === 'client') {
    // A client user not linked to a company yet: nothing of anyone's.
    throw notFound(messages.http.notFound);
  } else {
    throw forbidden(messages.http.forbidden);
  }
  const [client] = await db
    .select({ id: prospects.id, name: prospects.companyBusinessName })
    .from(prospects)
    .where(
      and(eq(prospects.id, id), eq(prospects.status, prospectStatuses.client), isNull(prospects.deletedAt)),
    );
  if (!client) throw notFound(messages.http.notFound);
  return client;
}

export async function homeBrokerOf(db: Db, caller: Caller, brokerId: number | undefined) {
  const party = partyOf(caller);
  let id: number;
  if (party.kind === 'broker') {
    if (brokerId !== undefined && brokerId !== party.brokerId) throw notFound(messages.http.notFound);
    id = party.brokerId;
  } else if (party.kind === 'staff') {
    if (!holdsAll(caller, ['view_brokers'])) throw forbidden(messages.http.forbidden);
    if (brokerId === undefined) throw badRequest(messages.http.badRequest);
    id = brokerId;
  } else if (caller.roleType === 'broker') {
    throw notFound(messages.http.notFound);
  } else {
    throw forbidden(messages.http.forbidden);
  }
  const [broker] = await db
    .select({
      id: brokers.id,
      firstName: brokers.firstName,
      lastName: brokers.lastName,
      referralCode: brokers.referralCode,
      commission: brokers.brokerCommission,
      agreementDate: brokers.agreementDate,
    })
    .from(brokers)
    .where(and(eq(brokers.id, id), isNull(brokers.deletedAt)));
  if (!broker) throw notFound(messages.http.notFound);
  return broker;
}
