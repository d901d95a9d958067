import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { prospectStatuses } from '../../../shared/constants';
import type {
  ProspectCategory,
  ProspectResponse,
  ProspectRow,
  ProspectSortColumn,
} from '../../../shared/contract/prospectManagement';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/firstRow';
import { users } from '../../db/schema/access';
import { prospectResponses } from '../../db/schema/prospectResponses';
import { prospects } from '../../db/schema/prospects';
import type { Caller } from '../../http/caller';
import {
  containsPattern,
  matchingRows,
  type PageAnswer,
  type PageRequest,
  sortedPage,
} from '../../http/paging';
import { scopeCondition } from '../../http/scope';

export type ProspectRecord = typeof prospects.$inferSelect;

const live = isNull(prospects.deletedAt);
const { available, client, fallout } = prospectStatuses;

/**
 * Prospects are the business's own pipeline: staff see them all, a client, debtor or broker user
 * none (no column names their party, so the scope denies).
 */
function visibleTo(caller: Caller | null): SQL | undefined {
  // No caller: the product itself (the demo seed) acting as staff.
  return caller ? scopeCondition(caller, {}) : undefined;
}

/** The rows of each card (docs/decisions/0005); a prospect is in one of them at most. */
const categoryCondition = {
  available: and(eq(prospects.status, available), eq(prospects.applicationCompletelyFilled, false)),
  tentative: and(eq(prospects.status, available), eq(prospects.applicationCompletelyFilled, true)),
  fallout: eq(prospects.status, fallout),
} as const satisfies Record<ProspectCategory, SQL | undefined>;

/** Every card together: clients have left the prospects for the client list. */
const inAnyCategory = inArray(prospects.status, [available, fallout]);

export function categoryOf(row: Pick<ProspectRecord, 'status' | 'applicationCompletelyFilled'>) {
  if (row.status === fallout) return 'fallout';
  if (row.status === client) return null;
  return row.applicationCompletelyFilled ? 'tentative' : 'available';
}

/** A stored future status is the list's value as text; anything else reads as none. */
function futureStatusOf(stored: string | null): number | null {
  return stored !== null && /^\d{1,3}$/.test(stored) ? Number(stored) : null;
}

function toRow(row: ProspectRecord): ProspectRow {
  return {
    id: row.id,
    company_business_name: row.companyBusinessName,
    poc_name: row.pocName,
    poc_email: row.pocEmail,
    company_country_phone_code: row.companyCountryPhoneCode,
    company_phone: row.companyPhone,
    funding_amount: row.fundingAmount,
    factoring_limit: null,
    active_credit_limit: null,
    step: row.step,
    status: row.status,
    application_completely_filled: row.applicationCompletelyFilled,
    category: categoryOf(row) ?? 'available',
    future_status: futureStatusOf(row.futureStatus),
    last_reminder_at: row.lastReminderAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export interface ProspectListRequest extends PageRequest {
  search_text: string;
  show_all: boolean;
  status: 0 | 2;
  application_completely_filled?: boolean | undefined;
  sort_by?: ProspectSortColumn | undefined;
  sort_desc?: boolean | undefined;
}

/** show_all spans every card; otherwise the status (and, for status 0, the filled flag) picks one. */
function categoryFilter(request: ProspectListRequest): SQL | undefined {
  if (request.show_all) return inAnyCategory;
  if (request.status === fallout) return categoryCondition.fallout;
  if (request.application_completely_filled === undefined) return eq(prospects.status, available);
  return request.application_completely_filled ? categoryCondition.tentative : categoryCondition.available;
}

/** The search box matches the business name, the contact name and the contact email anywhere. */
function searchFilter(text: string): SQL | undefined {
  if (text === '') return undefined;
  const pattern = containsPattern(text.toLowerCase());
  return or(
    ilike(sql`lower(${prospects.companyBusinessName})`, pattern),
    ilike(sql`lower(${prospects.pocName})`, pattern),
    ilike(sql`lower(${prospects.pocEmail})`, pattern),
  );
}

export async function listProspects(
  db: Db,
  caller: Caller,
  request: ProspectListRequest,
): Promise<PageAnswer<ProspectRow>> {
  const where = and(live, visibleTo(caller), categoryFilter(request), searchFilter(request.search_text));
  return sortedPage(db, request, {
    matching: db.select(matchingRows).from(prospects).where(where),
    rows: db.select().from(prospects).where(where).$dynamic(),
    sort: {
      company_business_name: sql`lower(${prospects.companyBusinessName})`,
      poc_name: sql`lower(${prospects.pocName})`,
      poc_email: sql`lower(${prospects.pocEmail})`,
      funding_amount: prospects.fundingAmount,
      created_at: prospects.createdAt,
    },
    id: prospects.id,
    toItem: toRow,
  });
}

export interface ProspectCounts {
  total_prospects: number;
  total_duly_filled_applications: number;
  total_fallouts: number;
}

/** The three cards in one pass over the live prospects. */
export async function countProspects(db: Db, caller: Caller): Promise<ProspectCounts> {
  const [counts] = await db
    .select({
      total_prospects: sql<number>`(count(*) filter (where ${categoryCondition.available}))::int`,
      total_duly_filled_applications: sql<number>`(count(*) filter (where ${categoryCondition.tentative}))::int`,
      total_fallouts: sql<number>`(count(*) filter (where ${categoryCondition.fallout}))::int`,
    })
    .from(prospects)
    .where(and(live, visibleTo(caller), inAnyCategory));
  return counts ?? { total_prospects: 0, total_duly_filled_applications: 0, total_fallouts: 0 };
}

/**
 * The live prospects with these ids that the caller may see, locked for a change, in id order
 * (so two changes of overlapping selections lock in the same order and cannot deadlock).
 */
export async function lockProspects(
  db: Db,
  caller: Caller | null,
  ids: readonly number[],
): Promise<ProspectRecord[]> {
  return db
    .select()
    .from(prospects)
    .where(and(inArray(prospects.id, [...ids]), live, visibleTo(caller)))
    .orderBy(asc(prospects.id))
    .for('update');
}

/** One live prospect the caller may see, or null. */
export async function visibleProspect(
  db: Db,
  caller: Caller,
  id: number,
  lock = false,
): Promise<ProspectRecord | null> {
  return firstRow(
    db
      .select()
      .from(prospects)
      .where(and(eq(prospects.id, id), live, visibleTo(caller)))
      .$dynamic(),
    lock,
  );
}

const responseColumns = {
  response: prospectResponses,
  firstName: users.firstName,
  lastName: users.lastName,
};

function toResponse(row: {
  response: typeof prospectResponses.$inferSelect;
  firstName: string | null;
  lastName: string | null;
}): ProspectResponse {
  const { response } = row;
  return {
    id: response.id,
    prospect_id: response.prospectId,
    future_status: futureStatusOf(response.futureStatus),
    comments: response.comments,
    response_given_by_prospect: response.responseGivenByProspect,
    attachment_path: response.attachmentPath,
    created_by: response.createdBy,
    created_by_name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
    created_at: response.createdAt.toISOString(),
  };
}

/** A prospect's responses, newest first (the index on prospect_id, created_at serves the order). */
export async function responsesOf(db: Db, prospectId: number): Promise<ProspectResponse[]> {
  const rows = await db
    .select(responseColumns)
    .from(prospectResponses)
    .leftJoin(users, eq(users.id, prospectResponses.createdBy))
    .where(eq(prospectResponses.prospectId, prospectId))
    .orderBy(desc(prospectResponses.createdAt), desc(prospectResponses.id));
  return rows.map(toResponse);
}

export async function responseById(db: Db, id: number): Promise<ProspectResponse | null> {
  const [row] = await db
    .select(responseColumns)
    .from(prospectResponses)
    .leftJoin(users, eq(users.id, prospectResponses.createdBy))
    .where(eq(prospectResponses.id, id))
    .limit(1);
  return row ? toResponse(row) : null;
}

/** Whether `path` is the attachment of a response of a live prospect. */
export async function isResponseAttachment(db: Db, path: string): Promise<boolean> {
  const [row] = await db
    .select({ id: prospectResponses.id })
    .from(prospectResponses)
    .innerJoin(prospects, eq(prospects.id, prospectResponses.prospectId))
    .where(and(eq(prospectResponses.attachmentPath, path), live))
    .limit(1);
  return row !== undefined;
}
