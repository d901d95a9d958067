import type { Key, ReactNode } from 'react';
import { searchDebounceMs } from '../../shared/constants';
import { pageProps, type ListAnswer } from '../api/listPage';
import { DataTable, type DataTableProps } from '../kit/DataTable';
import { PageHeader } from '../kit/PageHeader';
import type { TableColumn } from '../kit/tableTypes';
import { useTableQuery, type TableQuery, type UseTableQueryOptions } from '../kit/useTableQuery';
import { AddNewButton, type AddNewButtonProps } from './AddNewButton';
import { useListWorkspace } from './listWorkspace';

/**
 * A list screen's table: which list it is (the key of the user's remembered split and of its
 * search pause in `searchDebounceMs`, the default pause otherwise), its columns and its query.
 */
export interface ListOf<Row> {
  name: string;
  columns: readonly TableColumn<Row>[];
  query: TableQuery;
}

/** The table state of the list `name`: page, page size, search, sort, visible columns, include toggle. */
export function useList<Row>(
  name: string,
  columns: readonly TableColumn<Row>[],
  options: Omit<UseTableQueryOptions, 'columns'> = {},
): ListOf<Row> {
  const query = useTableQuery({ ...options, columns });
  return { name, columns, query };
}

/** What the screen itself wires: the table's columns, state, page of rows and layout. */
type Wired = 'columns' | 'query' | 'label' | 'layout' | 'storageKey' | 'heldRights' | 'rows' | 'total';
type PageWired = 'totalEstimated' | 'lastPage' | 'loading';

export interface ListScreenProps<Row> extends Omit<DataTableProps<Row>, Wired | PageWired> {
  /** The list, from `useList`. */
  list: ListOf<Row>;
  /** The list call's result (an RTK Query result fits): the page answered, and whether a fetch is under way. */
  answer: { data?: ListAnswer<Row> | undefined; isFetching: boolean };
  /** The list's name: the page's title and breadcrumb, and the table's accessible name. */
  title: string;
  /** The header's "Add New …" button, for holders of its rights. */
  addNew?: AddNewButtonProps;
  /** What shows between the header and the table (the prospects' category cards). */
  above?: ReactNode;
  /** A value whose change starts the table afresh (nothing selected), e.g. a category. */
  resetOn?: Key;
}

/**
 * The one shape of a list screen: its header (title, Add New) over the list's table, laid out
 * for the signed-in user (the staff workspace or the simple layout) and offering the actions
 * their rights allow.
 */
export function ListScreen<Row>({
  list,
  answer,
  title,
  addNew,
  above,
  resetOn,
  ...table
}: ListScreenProps<Row>) {
  const workspace = useListWorkspace(list.name);
  const pauses: Readonly<Record<string, number>> = searchDebounceMs;
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ text: title }]}
        actions={addNew && <AddNewButton {...addNew} />}
      />
      {above}
      <DataTable
        key={resetOn}
        {...workspace}
        searchDebounceMs={pauses[list.name] ?? searchDebounceMs.default}
        {...table}
        {...pageProps(answer.data, answer.isFetching)}
        label={title}
        columns={list.columns}
        query={list.query}
      />
    </>
  );
}
