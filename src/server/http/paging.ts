import { asc, desc, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** The spec's page/per_page contract as every list reads it. */
export interface PageRequest {
  page: number;
  /** 0 means All. */
  per_page: number;
}

export interface PageAnswer<T> {
  data: T[];
  total: number;
  last_page: number;
  current_page: number;
  /** The total is the database's estimate: more rows matched than a list counts exactly. */
  total_estimated?: boolean;
}

/** A list's sort as its request names it. */
export interface SortRequest<Column extends string> {
  sort_by?: Column | undefined;
  sort_desc?: boolean | undefined;
}

/**
 * Up to this many matching rows a list counts exactly: 100 pages of 10. Past it, counting would
 * read every match (seconds at millions of invoices) for a figure nobody pages through, so the
 * planner's estimate stands in and the answer says so (docs/scale.md).
 */
export const exactCountLimit = 1_000;

/** The most rows the All page size answers: one answer of millions would stall server and browser alike. */
export const allRowsLimit = 10_000;

/** The rows a page asks for: per_page 0 (All) is the first `allRowsLimit`. */
export function pageWindow({ page, per_page }: PageRequest): { limit: number; offset: number } {
  return per_page === 0
    ? { limit: allRowsLimit, offset: 0 }
    : { limit: per_page, offset: (page - 1) * per_page };
}

/** A filtered, ordered select cut to the request's page; per_page 0 (All) keeps every row, up to `allRowsLimit`. */
export function onePage<Query extends PgSelect>(query: Query, request: PageRequest) {
  const { limit, offset } = pageWindow(request);
  return query.offset(offset).limit(limit);
}

/**
 * The order of a sortable list: the chosen column, ascending unless `sort_desc`; without one,
 * newest first. `id` breaks ties, so no row repeats or goes missing between pages.
 */
export function listOrder<Column extends string>(
  expressions: Record<NoInfer<Column> | 'created_at', SQL | AnyColumn>,
  request: SortRequest<Column>,
  id: AnyColumn,
): SQL[] {
  const expression = expressions[request.sort_by ?? 'created_at'];
  const descending = request.sort_by ? request.sort_desc === true : true;
  return [descending ? desc(expression) : asc(expression), asc(id)];
}

/** The selection of a list's matching rows, as `listPage` counts them: `db.select(matchingRows).from(…).where(…)`. */
export const matchingRows = { matched: sql<number>`1` };

/** The selection that counts rows. */
export const rowCount = { total: sql<number>`count(*)::int` };

interface ListTotal {
  total: number;
  estimated: boolean;
}

/** The rows the planner expects a query to answer, read from its JSON plan. */
function plannedRows(plan: unknown): number {
  const document: unknown = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const top = Array.isArray(document) ? (document[0] as { Plan?: { 'Plan Rows'?: number } }) : undefined;
  return top?.Plan?.['Plan Rows'] ?? 0;
}

/** The rows of a statement run with `db.execute`, whichever driver answered it. */
async function rowsOf(db: Db, statement: SQL): Promise<Record<string, unknown>[]> {
  const answer = (await db.execute(statement)) as { rows: Record<string, unknown>[] };
  return answer.rows;
}

/** How many rows `matching` selects: exact up to `exactCountLimit`, else estimated above it. */
async function totalOf(db: Db, matching: SQLWrapper): Promise<ListTotal> {
  const query = matching.getSQL();
  const [capped] = await rowsOf(
    db,
    sql`select count(*)::int as total from (${query} limit ${exactCountLimit + 1}) as matching`,
  );
  const exact = Number(capped?.total ?? 0);
  if (exact <= exactCountLimit) return { total: exact, estimated: false };
  const [plan] = await rowsOf(db, sql`explain (format json) ${query}`);
  const estimate = Math.round(plannedRows(plan?.['QUERY PLAN']));
  return { total: Math.max(exactCountLimit + 1, estimate), estimated: true };
}

/**
 * One page of a list as the list endpoints answer it: `matching` (a `matchingRows` select, filtered)
 * gives the total of matching rows, and `ordered` (filtered and ordered) the page's rows, as
 * `toItem` shapes them.
 */
export async function listPage<Query extends PgSelect, Item>(
  db: Db,
  request: PageRequest,
  matching: SQLWrapper,
  ordered: Query,
  toItem: (row: Query['_']['result'][number]) => Item,
): Promise<PageAnswer<Item>> {
  return answerPage(db, request, matching, async () => {
    const rows: Query['_']['result'] = await onePage(ordered, request);
    return rows.map(toItem);
  });
}

/** A sortable list as `sortedPage` reads it. */
export interface SortedList<Column extends string, Query extends PgSelect, Item> {
  /** A `matchingRows` select, filtered: counts the matches. */
  matching: SQLWrapper;
  /** The filtered rows, before ordering (`.$dynamic()`). */
  rows: Query;
  /** What each sortable column sorts by; `created_at` is the default, newest first. */
  sort: Record<NoInfer<Column> | 'created_at', SQL | AnyColumn>;
  /** The key that breaks ties. */
  id: AnyColumn;
  toItem: (row: Query['_']['result'][number]) => Item;
}

/** One page of a sortable list: its rows in the request's order (`listOrder`), counted by `matching`. */
export async function sortedPage<Column extends string, Query extends PgSelect, Item>(
  db: Db,
  request: PageRequest & SortRequest<Column>,
  list: SortedList<Column, Query, Item>,
): Promise<PageAnswer<Item>> {
  const ordered = list.rows.orderBy(...listOrder(list.sort, request, list.id));
  return listPage(db, request, list.matching, ordered, list.toItem);
}

/**
 * The answer of a list that reads its page itself (`pageRows`, e.g. the page's ids first and their
 * joins after, so a deep page does not join every row it skips), counted by `matching`.
 */
export async function answerPage<Item>(
  db: Db,
  request: PageRequest,
  matching: SQLWrapper,
  pageRows: () => Promise<Item[]>,
): Promise<PageAnswer<Item>> {
  // Counted and read at once: on a pool they run on two connections side by side.
  const [counted, rows] = await Promise.all([totalOf(db, matching), pageRows()]);
  // All answered fewer rows than it may: they are every match, counted exactly.
  const { total, estimated } =
    counted.estimated && request.per_page === 0 && rows.length < allRowsLimit
      ? { total: rows.length, estimated: false }
      : counted;
  const answer = pageAnswer(rows, total, request);
  return estimated ? { ...answer, total_estimated: true } : answer;
}

export function pageAnswer<T>(data: T[], total: number, { page, per_page }: PageRequest): PageAnswer<T> {
  const lastPage = per_page === 0 ? 1 : Math.max(1, Math.ceil(total / per_page));
  return { data, total, last_page: lastPage, current_page: page };
}

/** A search box's text as an ILIKE 'contains' pattern: the user's % and _ match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
