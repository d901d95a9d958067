import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { messages } from '../../shared/messages';
import type { Caller } from './caller';
import { notFound } from './errors';

/** The party a caller acts for: staff see the whole book, the others only their own part of it. */
export type Party =
  | { kind: 'staff' }
  | { kind: 'client'; companyId: number }
  | { kind: 'debtor'; debtorId: number }
  | { kind: 'broker'; brokerId: number }
  /** A client, debtor or broker user not (yet) linked to its party sees nothing. */
  | { kind: 'none' };

export function partyOf(caller: Caller): Party {
  switch (caller.roleType) {
    case 'client':
      return caller.companyId === null ? { kind: 'none' } : { kind: 'client', companyId: caller.companyId };
    case 'debtor':
      return caller.debtorId === null ? { kind: 'none' } : { kind: 'debtor', debtorId: caller.debtorId };
    case 'broker':
      return caller.brokerId === null ? { kind: 'none' } : { kind: 'broker', brokerId: caller.brokerId };
    default:
      return { kind: 'staff' };
  }
}

/** The columns of a table (or query) that say which client, debtor or broker a row belongs to. */
export interface ScopeColumns {
  company?: AnyPgColumn | SQL;
  debtor?: AnyPgColumn | SQL;
  broker?: AnyPgColumn | SQL;
}

/**
 * The condition restricting a query to what the caller may see. A party kind the table does not
 * name sees nothing: forgetting a column denies rather than leaks.
 */
export function scopeCondition(caller: Caller, columns: ScopeColumns): SQL | undefined {
  const party = partyOf(caller);
  switch (party.kind) {
    case 'staff':
      return undefined;
    case 'client':
      return columns.company ? sql`${columns.company} = ${party.companyId}` : sql`false`;
    case 'debtor':
      return columns.debtor ? sql`${columns.debtor} = ${party.debtorId}` : sql`false`;
    case 'broker':
      return columns.broker ? sql`${columns.broker} = ${party.brokerId}` : sql`false`;
    case 'none':
      return sql`false`;
  }
}

/** A record the caller may not see answers exactly like one that does not exist. */
export function foundOr404<T>(row: T | undefined | null): T {
  if (row === undefined || row === null) throw notFound(messages.http.notFound);
  return row;
}
