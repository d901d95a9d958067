import type { TableRequest } from '../../src/web/kit/useTableQuery';

/**
 * An in-memory stand-in for a list endpoint (search, sort, include toggle, paging with per_page 0
 * as All), so kit stories behave like a screen talking to the server.
 */
export interface FakePage<Row> {
  data: Row[];
  total: number;
  last_page: number;
  current_page: number;
}

export function fakeList<Row extends Record<string, unknown>>(
  rows: readonly Row[],
  request: TableRequest,
  options: { searchIn: readonly (keyof Row)[]; hiddenUnlessShowAll?: (row: Row) => boolean },
): FakePage<Row> {
  const needle = request.search_text.toLowerCase();
  let matching = rows.filter(
    (row) => !(options.hiddenUnlessShowAll?.(row) ?? false) || request.show_all === true,
  );
  if (needle) {
    matching = matching.filter((row) =>
      options.searchIn.some((key) =>
        String(row[key] ?? '')
          .toLowerCase()
          .includes(needle),
      ),
    );
  }
  if (request.sort_by) {
    const key = request.sort_by;
    const direction = request.sort_desc ? -1 : 1;
    matching = [...matching].sort(
      (a, b) => String(a[key] ?? '').localeCompare(String(b[key] ?? ''), 'en', { numeric: true }) * direction,
    );
  }
  const perPage = request.per_page === 0 ? Math.max(matching.length, 1) : request.per_page;
  const lastPage = Math.max(1, Math.ceil(matching.length / perPage));
  const start = (request.page - 1) * perPage;
  return {
    data: matching.slice(start, start + perPage),
    total: matching.length,
    last_page: lastPage,
    current_page: request.page,
  };
}
