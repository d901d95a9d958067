import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { Caller } from '../../http/caller';
import { checkClientVisible, checkDebtorVisible, referredClientIds } from '../../http/partyRecords';
import { partyOf, type Party } from '../../http/scope';

/**
 * Who sees which part of the dashboards (docs/decisions/0032): staff the whole book, a client user
 * its own company, a debtor user what it owes, a broker the clients it referred. A client or debtor
 * named in the filters that the caller may not see answers 404, as a missing one does.
 */

/** The client and debtor columns of the table a dashboard query reads. */
export interface PartyColumns {
  company: AnyPgColumn;
  debtor: AnyPgColumn;
}

/** The condition keeping a dashboard query to the caller's part of the book. */
export function partyCondition(party: Party, columns: PartyColumns): SQL | undefined {
  switch (party.kind) {
    case 'staff':
      return undefined;
    case 'client':
      return sql`${columns.company} = ${party.companyId}`;
    case 'debtor':
      return sql`${columns.debtor} = ${party.debtorId}`;
    case 'broker':
      return sql`${columns.company} in ${referredClientIds(party.brokerId)}`;
    case 'none':
      return sql`false`;
  }
}

/** The filters as checked: 0 is All. */
export interface DashboardParties {
  party: Party;
  prospectId: number;
  debtorId: number;
}

/** The condition of the filters and the scope on a table's client and debtor columns. */
export function partiesCondition(parties: DashboardParties, columns: PartyColumns): SQL | undefined {
  return and(
    partyCondition(parties.party, columns),
    parties.prospectId > 0 ? eq(columns.company, parties.prospectId) : undefined,
    parties.debtorId > 0 ? eq(columns.debtor, parties.debtorId) : undefined,
  );
}

/**
 * The caller's party and the filters it sent, checked: a client user is kept to its own company
 * (prospect_id 0 or its own; another's is 404), a debtor user to its own debtor.
 */
export async function dashboardParties(
  db: Db,
  caller: Caller,
  filter: { prospect_id: number; debtor_id: number },
): Promise<DashboardParties> {
  const party = partyOf(caller);
  if (filter.prospect_id > 0) await checkClientVisible(db, party, filter.prospect_id, { clientsOnly: true });
  if (filter.debtor_id > 0) await checkDebtorVisible(db, party, filter.debtor_id);
  return {
    party,
    prospectId: party.kind === 'client' ? party.companyId : filter.prospect_id,
    debtorId: party.kind === 'debtor' ? party.debtorId : filter.debtor_id,
  };
}
