import { and, eq, exists, isNull } from 'drizzle-orm';
import { prospectStatuses } from '../../../shared/constants';
import { debtorStatuses } from '../../../shared/dropdowns';
import { messages } from '../../../shared/messages';
import type { RightId } from '../../../shared/rights';
import type { Db } from '../../db/client';
import { debtorClients, debtors, invoices, prospects } from '../../db/schema';
import { holdsAll, type Caller } from '../../http/caller';
import { conflict, forbidden, notFound } from '../../http/errors';
import { partyOf, scopeCondition } from '../../http/scope';
import { liveHoldOf } from '../debtors/liveHold';

/**
 * What a caller may reach of the invoice book: staff all of it, a client user its company's part,
 * a debtor user the invoices owed by its debtor. Anything else answers 404, as a missing record does.
 */

/** The condition keeping an invoice query to the caller's part of the book. */
export function invoiceScope(caller: Caller) {
  return scopeCondition(caller, { company: invoices.prospectId, debtor: invoices.debtorId });
}

export function isStaff(caller: Caller): boolean {
  return partyOf(caller).kind === 'staff';
}

export function isDebtorUser(caller: Caller): boolean {
  return partyOf(caller).kind === 'debtor';
}

export function isClientUser(caller: Caller): boolean {
  return partyOf(caller).kind === 'client';
}

/**
 * 403 for a debtor user: the invoice form's lookups (the client's terms, the debtor's credit with
 * the factor, a number's re-issue) are for those who fill invoices in, and a debtor's business is
 * what it owes, not its client's terms (it still holds invoice_selection to open its invoices).
 */
export function refuseDebtorUser(caller: Caller): void {
  if (isDebtorUser(caller)) throw forbidden(messages.http.forbidden);
}

/** 403 unless the caller holds the right (an endpoint serving two actions checks the one asked for). */
export function requireRight(caller: Caller, right: RightId): void {
  if (!holdsAll(caller, [right])) throw forbidden(messages.http.forbidden);
}

export interface VisibleClient {
  id: number;
  name: string;
  terminated: boolean;
}

/**
 * A live client (a promoted prospect, not deleted) the caller may work with: any for staff, its own
 * company for a client user, a client holding its debtor for a debtor user.
 */
export async function visibleClient(db: Db, caller: Caller, prospectId: number): Promise<VisibleClient> {
  const party = partyOf(caller);
  if (party.kind === 'client' && party.companyId !== prospectId) throw notFound(messages.http.notFound);
  if (party.kind === 'none' || party.kind === 'broker') throw notFound(messages.http.notFound);
  const [row] = await db
    .select({ id: prospects.id, name: prospects.companyBusinessName, terminatedAt: prospects.terminatedAt })
    .from(prospects)
    .where(
      and(
        eq(prospects.id, prospectId),
        eq(prospects.status, prospectStatuses.client),
        isNull(prospects.deletedAt),
        party.kind === 'debtor' ? holdsDebtor(db, party.debtorId) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw notFound(messages.http.notFound);
  return { id: row.id, name: row.name, terminated: row.terminatedAt !== null };
}

/** The client holds the debtor (a debtor user works with the clients whose invoices it owes). */
export function holdsDebtor(db: Db, debtorId: number) {
  return exists(
    db.select({ id: debtorClients.id }).from(debtorClients).where(liveHoldOf(prospects.id, debtorId)),
  );
}

/** A client's live hold on one of its debtors, with what the invoice rules read of it. */
export interface Holding {
  prospectId: number;
  debtorId: number;
  legalName: string;
  /** 0 pending, 1 Active, 2 Terminated. */
  status: number;
}

/** The client's hold on the debtor, as the caller may see it; 404 when there is none or it is another party's. */
export async function visibleHolding(
  db: Db,
  caller: Caller,
  prospectId: number,
  debtorId: number,
): Promise<Holding> {
  const party = partyOf(caller);
  if (party.kind === 'debtor' && party.debtorId !== debtorId) throw notFound(messages.http.notFound);
  if (party.kind === 'client' && party.companyId !== prospectId) throw notFound(messages.http.notFound);
  const [row] = await db
    .select({ status: debtorClients.status, legalName: debtors.legalName })
    .from(debtorClients)
    .innerJoin(debtors, eq(debtors.id, debtorClients.debtorId))
    .where(liveHoldOf(prospectId, debtorId))
    .limit(1);
  if (!row) throw notFound(messages.http.notFound);
  return { prospectId, debtorId, legalName: row.legalName, status: row.status };
}

/** New invoices go only to a client that is not terminated, on a debtor it has not terminated. */
export function requireOpenForInvoices(client: VisibleClient, holding: Holding): void {
  if (client.terminated) throw conflict(messages.invoice.screens.clientTerminated);
  if (holding.status === debtorStatuses.terminated) throw conflict(messages.invoice.screens.debtorTerminated);
}
