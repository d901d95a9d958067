import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DebtorRow, DebtorSortColumn } from '../../../shared/contract/debtors';
import { prospectStatuses } from '../../../shared/constants';
import { debtorStatuses } from '../../../shared/dropdowns';
import { digitsOnly } from '../../../shared/masks';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/firstRow';
import { debtorClients, debtors, prospects } from '../../db/schema';
import type { Caller } from '../../http/caller';
import {
  containsPattern,
  listOrder,
  listPage,
  matchingRows,
  type PageAnswer,
  type PageRequest,
  type SortRequest,
} from '../../http/paging';
import { partyOf, scopeCondition } from '../../http/scope';
import { availableCredit, availableCreditText } from '../credit/debtorCredit';
import { clientChoicePage } from '../clients/clientChoices';
import { clientsNamedLike } from '../clients/nameSearch';
import { debtorScores } from '../debtor-scoring/service';

export type DebtorRecord = typeof debtors.$inferSelect;
export type HoldingRecord = typeof debtorClients.$inferSelect;

/** A client's hold on a debtor the caller may see: a client user its own company's, a debtor user its own. */
export function visibleHolding(caller: Caller): SQL | undefined {
  return scopeCondition(caller, { company: debtorClients.prospectId, debtor: debtorClients.debtorId });
}

/** Neither deleted nor terminated: what the list shows by default and what uses the client's limit. */
export const liveHolding = and(
  isNull(debtorClients.deletedAt),
  ne(debtorClients.status, debtorStatuses.terminated),
);

/** A client (a promoted prospect) that is not deleted. */
export const isClient = and(eq(prospects.status, prospectStatuses.client), isNull(prospects.deletedAt));

export interface DebtorListQuery extends PageRequest, SortRequest<DebtorSortColumn> {
  search_text: string;
  show_all: boolean;
}

const sortExpressions: Record<DebtorSortColumn, SQL | typeof debtorClients.createdAt> = {
  debtor_name: sql`lower(${debtors.legalName})`,
  client_name: sql`lower(${prospects.companyBusinessName})`,
  phone: sql`${debtors.phone}`,
  email: sql`lower(${debtors.email})`,
  credit_limit: sql`${debtorClients.creditLimit}`,
  // The very expression debtor_clients_available_idx holds, so the sort reads that index.
  available_credit_limit: availableCredit,
  status: sql`${debtorClients.status}`,
  created_at: debtorClients.createdAt,
};

/**
 * The search box: debtor name and client name anywhere (trigram indexes on both lower()
 * expressions), and the phone by its digits, as typed with or without dashes.
 */
function searchCondition(db: Db, text: string): SQL | undefined {
  const needle = text.trim().toLowerCase();
  if (!needle) return undefined;
  const pattern = containsPattern(needle);
  const phoneDigits = /^[\d\s()+-]+$/.test(needle) ? digitsOnly(needle) : '';
  // Each name is matched on its own table by its trigram index and joined by id: an OR across the
  // joined tables would read every holding.
  return or(
    inArray(
      debtorClients.debtorId,
      db
        .select({ id: debtors.id })
        .from(debtors)
        .where(
          or(
            sql`lower(${debtors.legalName}) like ${pattern}`,
            phoneDigits.length >= 3 ? sql`${debtors.phone} like ${containsPattern(phoneDigits)}` : undefined,
          ),
        ),
    ),
    inArray(debtorClients.prospectId, clientsNamedLike(db, pattern)),
  );
}

const rowColumns = {
  id: debtors.id,
  prospectId: debtorClients.prospectId,
  holdingId: debtorClients.id,
  debtorName: debtors.legalName,
  clientName: prospects.companyBusinessName,
  countryPhoneCode: debtors.countryPhoneCode,
  phone: debtors.phone,
  email: debtors.email,
  creditLimit: debtorClients.creditLimit,
  available: availableCreditText,
  status: debtorClients.status,
  deletedAt: debtorClients.deletedAt,
  createdAt: debtorClients.createdAt,
};

function holdings(db: Db) {
  return db
    .select(rowColumns)
    .from(debtorClients)
    .innerJoin(debtors, eq(debtors.id, debtorClients.debtorId))
    .innerJoin(prospects, eq(prospects.id, debtorClients.prospectId));
}

/**
 * debtor/fetch: one page of debtors by client. A client user gets its own company's live debtors
 * without the client column (it has no include toggle); staff see every client, and show_all adds
 * the deleted and terminated ones. Staff rows carry the debtor's score (docs/decisions/0043), read in
 * one query for the page's debtors; no other party gets it, as settings/debtor_scores is staff only.
 */
export async function listDebtors(
  db: Db,
  caller: Caller,
  query: DebtorListQuery,
): Promise<PageAnswer<DebtorRow>> {
  const asClient = partyOf(caller).kind === 'client';
  const showAll = query.show_all && !asClient;
  const where = and(
    visibleHolding(caller),
    showAll ? undefined : liveHolding,
    searchCondition(db, query.search_text),
  );
  const sort = asClient && query.sort_by === 'client_name' ? { sort_by: undefined } : query;
  const matching = db.select(matchingRows).from(debtorClients).where(where);
  const page = await listPage(
    db,
    query,
    matching,
    holdings(db)
      .where(where)
      .orderBy(...listOrder(sortExpressions, sort, debtorClients.id))
      .$dynamic(),
    (row): DebtorRow => ({
      id: row.id,
      prospect_id: row.prospectId,
      debtor_prospect_id: row.holdingId,
      debtor_name: row.debtorName,
      ...(asClient ? {} : { client_name: row.clientName }),
      country_phone_code: row.countryPhoneCode,
      phone: row.phone,
      email: row.email,
      credit_limit: row.creditLimit,
      available_credit_limit: row.available,
      status: row.status,
      deleted: row.deletedAt !== null,
      is_terminated: row.status === debtorStatuses.terminated,
      created_at: row.createdAt.toISOString(),
    }),
  );
  if (partyOf(caller).kind !== 'staff') return page;
  const scores = await debtorScores(
    db,
    page.data.map((row) => row.id),
  );
  const scoreOf = new Map(scores.map((row) => [row.debtor_id, row.score]));
  return { ...page, data: page.data.map((row) => ({ ...row, score: scoreOf.get(row.id) ?? null })) };
}

/** A client's hold on a debtor, when the caller may see it; locked for the transaction with `lock`. */
export async function findHolding(
  db: Db,
  caller: Caller,
  debtorId: number,
  prospectId: number,
  lock = false,
): Promise<HoldingRecord | null> {
  const query = db
    .select()
    .from(debtorClients)
    .where(
      and(
        eq(debtorClients.debtorId, debtorId),
        eq(debtorClients.prospectId, prospectId),
        visibleHolding(caller),
      ),
    );
  return firstRow(query.$dynamic(), lock);
}

/** Holdings by their ids that the caller may see, in id order; locked for the transaction with `lock`. */
export async function holdingsById(
  db: Db,
  caller: Caller,
  ids: readonly number[],
  lock = false,
): Promise<HoldingRecord[]> {
  const query = db
    .select()
    .from(debtorClients)
    .where(and(inArray(debtorClients.id, [...ids]), visibleHolding(caller)))
    .orderBy(asc(debtorClients.id));
  return lock ? query.for('update') : query;
}

/** Whether the caller may see any client's hold on the debtor. */
export async function debtorIsVisible(db: Db, caller: Caller, debtorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: debtorClients.id })
    .from(debtorClients)
    .where(and(eq(debtorClients.debtorId, debtorId), visibleHolding(caller)))
    .limit(1);
  return row !== undefined;
}

/** The debtor on file with this email and FEIN (one company), if any. */
export async function debtorByIdentity(db: Db, email: string, fein: string): Promise<DebtorRecord | null> {
  const [row] = await db
    .select()
    .from(debtors)
    .where(and(sql`lower(${debtors.email}) = ${email.toLowerCase()}`, eq(debtors.fein, fein)))
    .orderBy(asc(debtors.id))
    .limit(1);
  return row ?? null;
}

/** The client's name when it is a client the caller may act for; null otherwise (the caller answers 404). */
export async function visibleClient(
  db: Db,
  caller: Caller,
  prospectId: number,
): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: prospects.id, name: prospects.companyBusinessName })
    .from(prospects)
    .where(and(eq(prospects.id, prospectId), isClient, scopeCondition(caller, { company: prospects.id })))
    .limit(1);
  return row ?? null;
}

/** debtor/clients: the Client Name choice of the clients the caller may act for. */
export async function listClients(
  db: Db,
  caller: Caller,
  request: PageRequest & { search_text: string },
): Promise<PageAnswer<{ id: number; company_business_name: string }>> {
  const needle = request.search_text.trim().toLowerCase();
  const where = and(
    isClient,
    scopeCondition(caller, { company: prospects.id }),
    needle ? sql`lower(${prospects.companyBusinessName}) like ${containsPattern(needle)}` : undefined,
  );
  return clientChoicePage(db, request, where);
}
