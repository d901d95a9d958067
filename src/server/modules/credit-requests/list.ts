import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  creditRequestStatus,
  creditRequestStatusText,
  type CreditRequestRow,
  type CreditRequestSortColumn,
} from '../../../shared/contract/creditRequests';
import { creditRequestKinds } from '../../../shared/constants';
import { toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { creditRequests, debtors, prospects } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { containsPattern, matchingRows, sortedPage, type PageAnswer } from '../../http/paging';
import { foundOr404, partyOf, scopeCondition } from '../../http/scope';
import { assertKindRight, kindOf, type CreditRequestKind } from './access';

/**
 * The Client and Debtor Credit Requests lists (spec part 2 §2, §7 Credit requests) and one request
 * for the view-detail dialog: live requests of live clients unless show_all (staff only), in the
 * caller's scope (a client user: its own company's).
 */

const columns = {
  id: creditRequests.id,
  prospectId: creditRequests.prospectId,
  debtorId: creditRequests.debtorId,
  status: creditRequests.status,
  deletedAt: creditRequests.deletedAt,
  terminatedAt: prospects.terminatedAt,
  clientName: prospects.companyBusinessName,
  debtorName: debtors.legalName,
  createdAt: creditRequests.createdAt,
  actionDate: creditRequests.actionDate,
  clientActive: creditRequests.clientActiveCreditLimit,
  current: creditRequests.currentCreditLimit,
  requested: creditRequests.requestedAmount,
  newLimit: creditRequests.newLimitAmount,
};

interface Row {
  id: number;
  prospectId: number;
  debtorId: number | null;
  status: number;
  deletedAt: Date | null;
  terminatedAt: Date | null;
  clientName: string;
  debtorName: string | null;
  createdAt: Date;
  actionDate: Date | null;
  clientActive: string;
  current: string;
  requested: string;
  newLimit: string | null;
}

function toRow(row: Row): CreditRequestRow {
  return {
    id: row.id,
    prospect_id: row.prospectId,
    debtor_id: row.debtorId,
    status: row.status,
    deleted: row.deletedAt !== null,
    is_terminated: row.terminatedAt !== null,
    client_name: row.clientName,
    debtor_name: row.debtorName,
    created_at: row.createdAt.toISOString(),
    action_date: row.actionDate === null ? null : row.actionDate.toISOString(),
    client_active_credit_limit: toMoneyString(row.clientActive),
    current_credit_limit: toMoneyString(row.current),
    requested_amount: toMoneyString(row.requested),
    new_limit_amount: row.newLimit === null ? null : toMoneyString(row.newLimit),
  };
}

function rowsOf(db: Db) {
  return db
    .select(columns)
    .from(creditRequests)
    .innerJoin(prospects, eq(prospects.id, creditRequests.prospectId))
    .leftJoin(debtors, eq(debtors.id, creditRequests.debtorId))
    .$dynamic();
}

function matchingOf(db: Db) {
  return db
    .select(matchingRows)
    .from(creditRequests)
    .innerJoin(prospects, eq(prospects.id, creditRequests.prospectId))
    .$dynamic();
}

const allStatuses = Object.values(creditRequestStatus);

/**
 * The search box: the name the request is about (its stored lowercased name, by its trigram index);
 * for client requests also the status ('approved', 'denied', 'pending').
 */
function searchOf(kind: CreditRequestKind, text: string): SQL | undefined {
  const needle = text.trim().toLowerCase();
  if (needle === '') return undefined;
  const byName = sql`${creditRequests.searchText} like ${containsPattern(needle)}`;
  if (kind === 'debtor') return byName;
  const statuses = allStatuses.filter((status) =>
    creditRequestStatusText(status).toLowerCase().includes(needle),
  );
  return statuses.length === 0 ? byName : or(byName, inArray(creditRequests.status, statuses));
}

export interface CreditRequestListRequest {
  page: number;
  per_page: number;
  search_text: string;
  credit_requests: 0 | 1;
  sort_by?: CreditRequestSortColumn | undefined;
  sort_desc?: boolean | undefined;
  show_all?: boolean | undefined;
}

export async function listCreditRequests(
  db: Db,
  caller: Caller,
  request: CreditRequestListRequest,
): Promise<PageAnswer<CreditRequestRow>> {
  const kind: CreditRequestKind = request.credit_requests === creditRequestKinds.client ? 'client' : 'debtor';
  assertKindRight(caller, kind, 'view');
  const showAll = request.show_all === true && partyOf(caller).kind === 'staff';
  const where = and(
    kind === 'client' ? isNull(creditRequests.debtorId) : isNotNull(creditRequests.debtorId),
    showAll ? undefined : and(isNull(creditRequests.deletedAt), isNull(prospects.terminatedAt)),
    scopeCondition(caller, { company: creditRequests.prospectId }),
    searchOf(kind, request.search_text),
  );
  return sortedPage<CreditRequestSortColumn, ReturnType<typeof rowsOf>, CreditRequestRow>(db, request, {
    matching: matchingOf(db).where(where),
    rows: rowsOf(db).where(where),
    sort: {
      client_name: sql`lower(${prospects.companyBusinessName})`,
      debtor_name: sql`lower(${debtors.legalName})`,
      created_at: creditRequests.createdAt,
      action_date: creditRequests.actionDate,
      requested_amount: creditRequests.requestedAmount,
      current_credit_limit: creditRequests.currentCreditLimit,
      new_limit_amount: creditRequests.newLimitAmount,
      status: creditRequests.status,
    },
    id: creditRequests.id,
    toItem: (row) => toRow(row as Row),
  });
}

/** One request the caller may see (its kind's view right, its scope); another's answers 404. */
export async function creditRequestDetails(db: Db, caller: Caller, id: number): Promise<CreditRequestRow> {
  const [row] = await rowsOf(db)
    .where(and(eq(creditRequests.id, id), scopeCondition(caller, { company: creditRequests.prospectId })))
    .limit(1);
  const found = foundOr404(row);
  assertKindRight(caller, kindOf(found.debtorId), 'view');
  return toRow(found as Row);
}
