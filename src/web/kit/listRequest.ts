import type { TableRequest } from './useTableQuery';

/** A list's include-inactive filter: 1 active rows only, 'all' every status. */
export type ActiveFilter = 1 | 'all';

/** What every list call takes from its table: the page, the search and a sort it accepts. */
export interface ListPageRequest<SortColumn extends string> {
  page: number;
  per_page: number;
  search_text: string;
  sort_by?: SortColumn;
  sort_desc?: boolean;
}

/**
 * A table's request in a list endpoint's terms: the include-inactive switch asks for every status
 * through `filterOf`, which names the endpoint's own field (`{ status }`, `{ is_active }`), and a
 * sort is sent only for a column the endpoint accepts.
 */
export function listRequestOf<SortColumn extends string, Filter extends object>(
  request: TableRequest,
  sortColumns: readonly SortColumn[],
  filterOf: (active: ActiveFilter) => Filter,
): ListPageRequest<SortColumn> & Filter {
  const body: ListPageRequest<SortColumn> & Filter = {
    page: request.page,
    per_page: request.per_page,
    search_text: request.search_text,
    ...filterOf(request.show_all ? 'all' : 1),
  };
  const sortBy = sortColumns.find((column) => column === request.sort_by);
  if (sortBy !== undefined) {
    body.sort_by = sortBy;
    body.sort_desc = request.sort_desc ?? false;
  }
  return body;
}
