import { useEffect, useMemo, useState } from 'react';
import { placeholderLoaderMs } from '../../../shared/constants';
import type { ListAnswer } from '../../api/listPage';
import type { TableColumn } from '../../kit/tableTypes';
import { useList, type ListOf } from '../../session/ListScreen';

/** How a sample row is searched and sorted: the text of each of its sortable columns. */
export type SampleFields<Row> = (row: Row) => Readonly<Record<string, string>>;

export interface SampleList<Row> {
  list: ListOf<Row>;
  /** What `ListScreen` takes as the list call's answer: nothing for the first 3 s, then the page. */
  answer: { data?: ListAnswer<Row>; isFetching: boolean };
  /** True for the first 3 s (spec part 3 §9: placeholder screens use a 3 s loader). */
  loading: boolean;
}

/** Whether the loader of the placeholder screens still shows: for `placeholderLoaderMs` after mount. */
export function useSampleLoader(): boolean {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), placeholderLoaderMs);
    return () => clearTimeout(timer);
  }, []);
  return loading;
}

/**
 * A list of static sample rows on the kit's table (docs/decisions/0044-placeholder-screens.md):
 * after the 3 s loader, the table's search, sort and paging act on the rows in the page itself,
 * the way a server would answer them; nothing is fetched.
 */
export function useSampleList<Row>(
  name: string,
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
  fields: SampleFields<Row>,
): SampleList<Row> {
  const list = useList(name, columns);
  const loading = useSampleLoader();
  const { page, pageSize, searchText, sort } = list.query;

  const data = useMemo((): ListAnswer<Row> => {
    const needle = searchText.trim().toLowerCase();
    const found = needle
      ? rows.filter((row) => Object.values(fields(row)).some((text) => text.toLowerCase().includes(needle)))
      : [...rows];
    if (sort) {
      const textOf = (row: Row): string => fields(row)[sort.sortBy] ?? '';
      found.sort((a, b) => textOf(a).localeCompare(textOf(b), 'en-US', { numeric: true }));
      if (sort.desc) found.reverse();
    }
    const perPage = pageSize === 'All' ? Math.max(found.length, 1) : pageSize;
    return {
      data: found.slice((page - 1) * perPage, page * perPage),
      total: found.length,
      last_page: Math.max(1, Math.ceil(found.length / perPage)),
    };
  }, [rows, fields, searchText, sort, page, pageSize]);

  return { list, answer: loading ? { isFetching: true } : { data, isFetching: false }, loading };
}
