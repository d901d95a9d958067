import { sql, type SQL } from 'drizzle-orm';
import { prospectStatuses } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { Db } from '../db/client';
import { notFound, RefusedRecordError } from './errors';
import type { Party } from './scope';

/*
 * The clients and debtors a party may name in the filters of the pages that read the book
 * (reports, dashboards): staff any, a client user its own company and its debtors, a debtor user
 * itself and the clients it owes, a broker the clients it referred and their debtors. One it may
 * not name answers 404, as one that does not exist does.
 */

/** The clients a broker referred: those that applied with its referral code (a subquery). */
export function referredClientIds(brokerId: number): SQL {
  return sql`(select rp.id from prospects rp join brokers rb on rb.referral_code = rp.broker_referral_code where rb.id = ${brokerId})`;
}

async function found(db: Db, statement: SQL): Promise<void> {
  const answer = (await db.execute(statement)) as { rows: unknown[] };
  if (answer.rows.length === 0) throw notFound(messages.http.notFound);
}

/**
 * A client the party may name: live and its own; with `clientsOnly`, one promoted to a client (the
 * dashboards), else any live prospect (a report of one simply has no rows).
 */
export async function checkClientVisible(
  db: Db,
  party: Party,
  prospectId: number,
  options: { clientsOnly?: boolean } = {},
): Promise<void> {
  if (party.kind === 'none') throw notFound(messages.http.notFound);
  if (party.kind === 'client' && party.companyId !== prospectId)
    throw new RefusedRecordError(404, messages.http.notFound);
  await found(
    db,
    sql`select 1 from prospects p where p.id = ${prospectId} and p.deleted_at is null
      ${options.clientsOnly ? sql`and p.status = ${prospectStatuses.client}` : sql``}
      ${party.kind === 'debtor' ? sql`and exists (select 1 from debtor_clients dc where dc.prospect_id = p.id and dc.debtor_id = ${party.debtorId})` : sql``}
      ${party.kind === 'broker' ? sql`and p.id in ${referredClientIds(party.brokerId)}` : sql``}
      limit 1`,
  );
}

/** A debtor the party may name: itself, or one held by the party's clients. */
export async function checkDebtorVisible(db: Db, party: Party, debtorId: number): Promise<void> {
  if (party.kind === 'none') throw notFound(messages.http.notFound);
  if (party.kind === 'debtor' && party.debtorId !== debtorId)
    throw new RefusedRecordError(404, messages.http.notFound);
  const heldBy =
    party.kind === 'client'
      ? sql`dc.prospect_id = ${party.companyId}`
      : party.kind === 'broker'
        ? sql`dc.prospect_id in ${referredClientIds(party.brokerId)}`
        : null;
  await found(
    db,
    sql`select 1 from debtors d where d.id = ${debtorId}
      ${heldBy ? sql`and exists (select 1 from debtor_clients dc where dc.debtor_id = d.id and ${heldBy})` : sql``}
      limit 1`,
  );
}
