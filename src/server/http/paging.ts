import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

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
}

/** A list's sort as its request names it. */
export interface SortRequest<Column extends string> {
  sort_by?: Column | undefined;
  sort_desc?: boolean | undefined;
}

function pageWindow({ page, per_page }: PageRequest): { limit: number | null; offset: number } {
  return per_page === 0 ? { limit: null, offset: 0 } : { limit: per_page, offset: (page - 1) * per_page };
}

/** A filtered, ordered select cut to the request's page; per_page 0 (All) keeps every row. */
export function onePage<Query extends PgSelect>(query: Query, request: PageRequest) {
  const { limit, offset } = pageWindow(request);
  const paged = query.offset(offset);
  return limit === null ? paged : paged.limit(limit);
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

/** The selection that counts a list's matching rows: `db.select(rowCount).from(…).where(…)`. */
export const rowCount = { total: sql<number>`count(*)::int` };

/**
 * One page of a list as the list endpoints answer it: `counted` (a `rowCount` select) gives the
 * total of matching rows, and `ordered` (filtered and ordered) the page's rows, as `toItem` shapes them.
 */
export async function listPage<Query extends PgSelect, Item>(
  request: PageRequest,
  counted: PromiseLike<{ total: number }[]>,
  ordered: Query,
  toItem: (row: Query['_']['result'][number]) => Item,
): Promise<PageAnswer<Item>> {
  const [count] = await counted;
  const rows: Query['_']['result'] = await onePage(ordered, request);
  return pageAnswer(rows.map(toItem), count?.total ?? 0, request);
}

export function pageAnswer<T>(data: T[], total: number, { page, per_page }: PageRequest): PageAnswer<T> {
  const lastPage = per_page === 0 ? 1 : Math.max(1, Math.ceil(total / per_page));
  return { data, total, last_page: lastPage, current_page: page };
}

/** A search box's text as an ILIKE 'contains' pattern: the user's % and _ match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
