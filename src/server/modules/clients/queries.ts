import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ClientRow, ClientSortColumn } from '../../../shared/contract/clients';
import { clientStatuses, prospectStatuses } from '../../../shared/constants';
import { debtorStatuses } from '../../../shared/dropdowns';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/firstRow';
import { debtorClients, debtors, prospects, termSheets } from '../../db/schema';
import type { Caller } from '../../http/caller';
import {
  containsPattern,
  matchingRows,
  sortedPage,
  type PageAnswer,
  type PageRequest,
  type SortRequest,
} from '../../http/paging';
import { partyOf, scopeCondition } from '../../http/scope';
import type { ProspectRecord } from '../prospects/queries';
import { clientsNamedLike } from './nameSearch';

/** A promoted prospect the caller may see: a client user only its own company. */
export function visibleClients(caller: Caller): SQL | undefined {
  return and(
    eq(prospects.status, prospectStatuses.client),
    scopeCondition(caller, { company: prospects.id }),
  );
}

/** Neither terminated nor deleted: what the list shows by default and what takes new work. */
export const liveClient = and(isNull(prospects.terminatedAt), isNull(prospects.deletedAt));

/**
 * The client the caller names, if it may see it (deleted and terminated ones included, as the
 * list's show_all shows them); `lock` holds the row for the transaction.
 */
export async function clientOf(
  db: Db,
  caller: Caller,
  id: number,
  lock = false,
): Promise<ProspectRecord | null> {
  return firstRow(
    db
      .select()
      .from(prospects)
      .where(and(eq(prospects.id, id), visibleClients(caller)))
      .$dynamic(),
    lock,
  );
}

/**
 * The latest signed term sheet's factoring limit, as the list shows it. The client's id is named
 * with its table: a lone column would be read as the term sheet's own id inside the subquery.
 */
const factoringLimit = sql<string | null>`(
  select ${termSheets.factoringLimit} from ${termSheets}
  where ${termSheets.prospectId} = ${prospects}.${sql.identifier('id')} and ${termSheets.signedAt} is not null
  order by ${termSheets.signedAt} desc, ${termSheets.id} desc limit 1
)`;

const sortExpressions: Record<ClientSortColumn | 'created_at', SQL | typeof prospects.createdAt> = {
  company_business_name: sql`lower(${prospects.companyBusinessName})`,
  poc_name: sql`lower(${prospects.pocName})`,
  poc_email: sql`lower(${prospects.pocEmail})`,
  factoring_limit: factoringLimit,
  active_credit_limit: sql`${prospects.activeCreditLimit}`,
  promoted_at: sql`${prospects.promotedAt}`,
  created_at: prospects.createdAt,
};

/** Registered business name, contact name or email: each by its own trigram index. */
function searchCondition(db: Db, text: string): SQL | undefined {
  const needle = text.trim().toLowerCase();
  if (!needle) return undefined;
  const pattern = containsPattern(needle);
  return or(
    inArray(prospects.id, clientsNamedLike(db, pattern)),
    sql`lower(${prospects.pocName}) like ${pattern}`,
    sql`lower(${prospects.pocEmail}) like ${pattern}`,
  );
}

export interface ClientListQuery extends PageRequest, SortRequest<ClientSortColumn> {
  search_text: string;
  show_all: boolean;
}

/** 1 Active, 3 Terminated, 4 Deleted: deleted wins over terminated. */
function listStatusOf(row: { deletedAt: Date | null; terminatedAt: Date | null }): ClientRow['status'] {
  if (row.deletedAt !== null) return clientStatuses.deleted;
  if (row.terminatedAt !== null) return clientStatuses.terminated;
  return prospectStatuses.client;
}

/**
 * client/fetch: one page of clients. Staff see every client, show_all adding the terminated and
 * deleted ones; a client user sees its own company only, and only while it is live (it has no
 * toggle).
 */
export async function listClients(
  db: Db,
  caller: Caller,
  query: ClientListQuery,
): Promise<PageAnswer<ClientRow>> {
  const showAll = query.show_all && partyOf(caller).kind === 'staff';
  const where = and(
    visibleClients(caller),
    showAll ? undefined : liveClient,
    searchCondition(db, query.search_text),
  );
  return sortedPage(db, query, {
    matching: db.select(matchingRows).from(prospects).where(where),
    rows: db
      .select({
        id: prospects.id,
        name: prospects.companyBusinessName,
        pocName: prospects.pocName,
        pocEmail: prospects.pocEmail,
        phoneCode: prospects.companyCountryPhoneCode,
        phone: prospects.companyPhone,
        factoringLimit,
        activeCreditLimit: prospects.activeCreditLimit,
        promotedAt: prospects.promotedAt,
        terminatedAt: prospects.terminatedAt,
        deletedAt: prospects.deletedAt,
      })
      .from(prospects)
      .where(where)
      .$dynamic(),
    sort: sortExpressions,
    id: prospects.id,
    toItem: (row): ClientRow => ({
      id: row.id,
      company_business_name: row.name,
      poc_name: row.pocName,
      poc_email: row.pocEmail,
      company_country_phone_code: row.phoneCode,
      company_phone: row.phone,
      factoring_limit: row.factoringLimit,
      active_credit_limit: row.activeCreditLimit,
      promoted_at: row.promotedAt?.toISOString() ?? null,
      terminated_at: row.terminatedAt ? terminationDateOf(row.terminatedAt) : null,
      status: listStatusOf(row),
      is_terminated: row.terminatedAt !== null,
      deleted: row.deletedAt !== null,
    }),
  });
}

/** The termination date as chosen: stored as that day's UTC midnight. */
export function terminationDateOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** A client's live debtors (its holds neither deleted nor terminated), by name. */
export function liveDebtorsOf(db: Db, prospectId: number) {
  return db
    .select({
      id: debtors.id,
      prospect_id: debtorClients.prospectId,
      debtor_name: debtors.legalName,
      email: debtors.email,
      country_phone_code: debtors.countryPhoneCode,
      phone: debtors.phone,
      credit_limit: debtorClients.creditLimit,
      status: debtorClients.status,
    })
    .from(debtorClients)
    .innerJoin(debtors, eq(debtors.id, debtorClients.debtorId))
    .where(
      and(
        eq(debtorClients.prospectId, prospectId),
        isNull(debtorClients.deletedAt),
        ne(debtorClients.status, debtorStatuses.terminated),
      ),
    )
    .orderBy(asc(sql`lower(${debtors.legalName})`), asc(debtors.id));
}
