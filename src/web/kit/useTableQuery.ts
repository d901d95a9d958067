import { useCallback, useMemo, useState } from 'react';
import { defaultPageSize, pageSizes, type PageSize } from '../../shared/constants';
import type { TableColumn, TableSort } from './tableTypes';

/**
 * The state of one server-driven list (page, page size, search, sort, visible columns, include
 * toggle) and the request object it produces for RTK Query. Every list uses it, so the paging,
 * sort cycle and search contract are the same everywhere (spec part 1 §4 Lists, §7).
 */

/** What a list call sends (spec §7): per_page 0 means All. */
export interface TableRequest {
  page: number;
  per_page: number;
  search_text: string;
  sort_by?: string;
  sort_desc?: boolean;
  /** Only present when the list has an include-deleted/terminated toggle. */
  show_all?: boolean;
}

export interface UseTableQueryOptions {
  /** The table's columns, for the default visible set. */
  columns?: readonly Pick<TableColumn<never>, 'id' | 'defaultVisible'>[];
  /** First page size (default 10). */
  pageSize?: PageSize;
  /** First sort (default none). */
  sort?: TableSort | null;
  /** Whether the list has the include toggle; adds `show_all` to the request. */
  withIncludeToggle?: boolean;
  /** Initial include toggle value (default false). */
  includeAll?: boolean;
}

export interface TableQuery {
  /** Current page (1-based). */
  page: number;
  /** Current page size; 'All' sends per_page 0. */
  pageSize: PageSize;
  /** The committed (debounced) search text. */
  searchText: string;
  /** Current sort, null when none. */
  sort: TableSort | null;
  /** Ids of the visible columns, or null for each column's default. */
  visibleColumnIds: readonly string[] | null;
  /** The include-deleted/terminated toggle. */
  includeAll: boolean;
  /** Whether the list has the toggle. */
  withIncludeToggle: boolean;
  /** The request for the list endpoint. */
  request: TableRequest;
  setPage: (page: number) => void;
  setPageSize: (size: PageSize) => void;
  setSearchText: (text: string) => void;
  /** One click on a sortable header: asc, then desc, then no sort; another column starts at asc. */
  cycleSort: (sortBy: string) => void;
  setVisibleColumnIds: (ids: readonly string[]) => void;
  setIncludeAll: (value: boolean) => void;
}

/** per_page for a page size: 'All' is 0. */
export function perPageOf(size: PageSize): number {
  return size === 'All' ? 0 : size;
}

/** The next sort after a click on a header (spec: first click sorts, second toggles, third clears). */
export function nextSort(current: TableSort | null, sortBy: string): TableSort | null {
  if (!current || current.sortBy !== sortBy) return { sortBy, desc: false };
  if (!current.desc) return { sortBy, desc: true };
  return null;
}

function isPageSize(value: number): value is Exclude<PageSize, 'All'> {
  return (pageSizes as readonly (number | string)[]).includes(value);
}

export function useTableQuery(options: UseTableQueryOptions = {}): TableQuery {
  const withIncludeToggle = options.withIncludeToggle ?? false;
  const [page, setPageState] = useState(1);
  const [pageSize, setPageSizeState] = useState<PageSize>(
    options.pageSize ?? (isPageSize(defaultPageSize) ? defaultPageSize : 10),
  );
  const [searchText, setSearchTextState] = useState('');
  const [sort, setSort] = useState<TableSort | null>(options.sort ?? null);
  const [visibleColumnIds, setVisibleColumnIds] = useState<readonly string[] | null>(() =>
    options.columns ? options.columns.filter((c) => c.defaultVisible !== false).map((c) => c.id) : null,
  );
  const [includeAll, setIncludeAllState] = useState(options.includeAll ?? false);

  // Anything that changes which rows match starts again on page 1.
  const setPageSize = useCallback((size: PageSize) => {
    setPageSizeState(size);
    setPageState(1);
  }, []);
  const setSearchText = useCallback((text: string) => {
    setSearchTextState(text);
    setPageState(1);
  }, []);
  const cycleSort = useCallback((sortBy: string) => {
    setSort((current) => nextSort(current, sortBy));
    setPageState(1);
  }, []);
  const setIncludeAll = useCallback((value: boolean) => {
    setIncludeAllState(value);
    setPageState(1);
  }, []);
  const setPage = useCallback((next: number) => setPageState(Math.max(1, Math.trunc(next))), []);

  const request = useMemo<TableRequest>(() => {
    const base: TableRequest = { page, per_page: perPageOf(pageSize), search_text: searchText };
    if (sort) {
      base.sort_by = sort.sortBy;
      base.sort_desc = sort.desc;
    }
    if (withIncludeToggle) base.show_all = includeAll;
    return base;
  }, [page, pageSize, searchText, sort, withIncludeToggle, includeAll]);

  return {
    page,
    pageSize,
    searchText,
    sort,
    visibleColumnIds,
    includeAll,
    withIncludeToggle,
    request,
    setPage,
    setPageSize,
    setSearchText,
    cycleSort,
    setVisibleColumnIds,
    setIncludeAll,
  };
}
