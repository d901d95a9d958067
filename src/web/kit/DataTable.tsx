import { useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Checkbox, Spinner, SpinnerSize } from '@blueprintjs/core';
import { searchDebounceMs } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { ColumnChooser } from './ColumnChooser';
import { RowStateLegend, type LegendState } from './RowStateLegend';
import { TableActionsMenu } from './TableActionsMenu';
import { TablePager } from './TablePager';
import { TableSearch } from './TableSearch';
import type { RowKey, RowState, TableAction, TableColumn, TableDetail, TableLayout } from './tableTypes';
import { toastError } from './toast';
import { useTableQuery, type TableQuery, type TableRequest } from './useTableQuery';
import { kitClasses } from './kitClasses';
import { BigTable } from './BigTable';
import type { GridProps } from './gridTypes';
import { ListWorkspace } from './ListWorkspace';
import { PagedTable } from './PagedTable';
import { useListHotkeys } from './useListHotkeys';
import { useRowSelection } from './useRowSelection';
import './kit.css';

export interface DataTableProps<Row> {
  /** The columns, in order (see `TableColumn`). */
  columns: readonly TableColumn<Row>[];
  /** The current page of rows from the server; undefined while the first answer is awaited. */
  rows: readonly Row[] | undefined;
  /** A row's id; rows without one cannot be selected, and clicking them shows 'Admin has been notified'. */
  rowKey: (row: Row) => RowKey | null | undefined;
  /** The server's total row count. */
  total: number;
  /** The server's `total_estimated`: the total is an estimate. */
  totalEstimated?: boolean | undefined;
  /** The server's last_page. */
  lastPage: number;
  /** True while a request is in flight (RTK Query `isFetching`). */
  loading?: boolean;
  /**
   * The list's state from `useTableQuery` (controlled). Without it the table keeps its own and
   * reports each new request through `onRequestChange`.
   */
  query?: TableQuery;
  /** Called with every new request (both modes); the place to trigger the fetch when uncontrolled. */
  onRequestChange?: (request: TableRequest) => void;
  /** Search box placeholder; the box shows only when this is given. */
  searchPlaceholder?: string;
  /** Pause before a search is sent (default 250 ms). */
  searchDebounceMs?: number;
  /** The most characters the search box takes (the kit's default unless given). */
  searchMaxLength?: number;
  /** Show the column chooser (default true). */
  columnChooser?: boolean;
  /** The fewest visible columns the chooser allows (Support: 3). */
  minVisibleColumns?: number;
  /** Kebab menu actions on the selected rows; items whose right is not held are hidden. */
  actions?: readonly TableAction<Row>[];
  /** The rights the signed-in user holds (for the kebab items). */
  heldRights?: ReadonlySet<string>;
  /** Label of the include-deleted/terminated toggle; the toggle and its legend show only when given. */
  includeToggleLabel?: string;
  /** Which legend swatches accompany the toggle (default Deleted and Terminated). */
  legend?: readonly LegendState[];
  /** Override legend labels (e.g. Closed). */
  legendLabels?: Partial<Record<LegendState, string>>;
  /** A row's colour state: deleted, terminated, inactive or none. */
  rowState?: (row: Row) => RowState;
  /** Row checkboxes: true for every row with an id, or a predicate excluding some rows. */
  selectable?: boolean | ((row: Row) => boolean);
  /** Selected row ids (controlled); without it the table keeps the selection itself. */
  selectedKeys?: ReadonlySet<RowKey>;
  /** Called when the selection changes, with the ids and the rows of the current page. */
  onSelectionChange?: (keys: RowKey[], rows: Row[]) => void;
  /**
   * Opens a row's full page: on a click in the simple layout, on a double-click or the panel's
   * "Open full page" in the workspace. Rows without an id show 'Admin has been notified' instead.
   */
  onRowClick?: (row: Row) => void;
  /**
   * `workspace` (staff): a click selects the row and opens its detail in a panel beside the list,
   * the keyboard moves and opens, and the All page renders virtualized (BigTable). `simple`
   * (default; client, debtor and broker users): a click opens the full page.
   */
  layout?: TableLayout;
  /** The workspace's detail panel; without it the panel lists the row's visible columns. */
  detail?: TableDetail<Row>;
  /** Where the workspace remembers its split (the page keys it by user and list). */
  storageKey?: string;
  /** Text of the empty table (default 'No record available.'). */
  emptyText?: string;
  /** Extra controls (filters, buttons) shown in the toolbar after the search box. */
  toolbar?: ReactNode;
  /** Accessible name of the table. */
  label?: string;
}

function isVisibleByDefault<Row>(column: TableColumn<Row>): boolean {
  return column.defaultVisible !== false || column.hideable === false;
}

/**
 * The one list table of the product: server-driven paging (10/20/50/All), the sort cycle
 * asc -> desc -> none, a debounced search box, a column chooser, an actions menu filtered by rights
 * and labelled with the selection's size, the include-deleted/terminated toggle with its legend,
 * row selection and row opening. In the staff workspace a row opens in a panel beside the list.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    columns,
    rows,
    rowKey,
    total,
    totalEstimated = false,
    lastPage,
    loading = false,
    onRequestChange,
    searchPlaceholder,
    columnChooser = true,
    minVisibleColumns = 1,
    actions = [],
    heldRights = new Set<string>(),
    includeToggleLabel,
    legend,
    legendLabels,
    rowState,
    selectable = false,
    selectedKeys,
    onSelectionChange,
    onRowClick,
    layout = 'simple',
    detail,
    storageKey,
    emptyText = messages.table.noRecord,
    toolbar,
    label,
  } = props;

  const ownQuery = useTableQuery({ columns, withIncludeToggle: includeToggleLabel !== undefined });
  const query = props.query ?? ownQuery;
  const { request } = query;

  useEffect(() => {
    onRequestChange?.(request);
  }, [request, onRequestChange]);

  // A page emptied by a delete (or a shrunken result) steps back to the last page that has rows.
  const { page, setPage } = query;
  useEffect(() => {
    if (rows !== undefined && rows.length === 0 && total > 0 && page > Math.max(1, lastPage))
      setPage(lastPage);
  }, [rows, total, page, lastPage, setPage]);

  const pageRows = useMemo(() => rows ?? [], [rows]);
  const selection = useRowSelection({
    pageRows,
    rowKey,
    selectable,
    selectedKeys,
    onSelectionChange,
    resetOn: request,
  });

  const visibleIds = query.visibleColumnIds ?? columns.filter(isVisibleByDefault).map((c) => c.id);
  const visibleSet = new Set(visibleIds);
  const shownColumns = columns.filter((c) => c.hideable === false || visibleSet.has(c.id));

  // The workspace's active row, by id so that a refreshed page keeps it; its panel may be closed.
  const workspace = layout === 'workspace';
  const [active, setActive] = useState<{ key: RowKey; panel: boolean } | null>(null);
  const activeIndex = active === null ? -1 : pageRows.findIndex((row) => rowKey(row) === active.key);
  const activeRow = activeIndex < 0 ? undefined : pageRows[activeIndex];
  const openFullPage = detail?.openFullPage ?? onRowClick;

  const keyOrNotify = (row: Row): RowKey | undefined => {
    const key = rowKey(row);
    if (key === null || key === undefined) {
      void toastError(messages.titles.error, messages.generic.adminNotified);
      return undefined;
    }
    return key;
  };
  const handleOpenFullPage = (row: Row) => {
    if (openFullPage && keyOrNotify(row) !== undefined) openFullPage(row);
  };
  const activate = (index: number, panel: boolean) => {
    const row = pageRows[index];
    if (row === undefined) return;
    const key = workspace ? keyOrNotify(row) : undefined;
    if (key === undefined) return;
    setActive((current) => {
      const open = panel || (current?.panel ?? false);
      return current?.key === key && current.panel === open ? current : { key, panel: open };
    });
  };
  const handleKeys = useListHotkeys({
    enabled: workspace && pageRows.length > 0,
    move: (step, from) =>
      activate(Math.min(pageRows.length - 1, Math.max(0, (from ?? activeIndex) + step)), false),
    open: (at) => activate(at ?? Math.max(0, activeIndex), true),
    close: () => setActive((current) => (current ? { ...current, panel: false } : null)),
  });
  const handleSimpleKeys = (event: KeyboardEvent<HTMLElement>) => {
    const row = event.key === 'Enter' ? pageRows[Number(event.currentTarget.dataset.index)] : undefined;
    if (row !== undefined) handleOpenFullPage(row);
  };

  const pending = rows === undefined || (loading && pageRows.length === 0);
  const grid: GridProps<Row> = {
    columns: shownColumns,
    rows: pageRows,
    rowKey,
    rowState,
    selection,
    sortOf: (column) => {
      if (!column.sortable) return undefined;
      const sortBy = column.sortKey ?? column.id;
      if (query.sort?.sortBy !== sortBy) return 'none';
      return query.sort.desc ? 'descending' : 'ascending';
    },
    onSort: (column) => query.cycleSort(column.sortKey ?? column.id),
    activeIndex: workspace && activeIndex >= 0 ? activeIndex : null,
    onRowClick: workspace
      ? (index) => activate(index, true)
      : onRowClick && ((index) => pageRows[index] !== undefined && handleOpenFullPage(pageRows[index])),
    onRowDoubleClick:
      workspace && openFullPage
        ? (index) => pageRows[index] !== undefined && handleOpenFullPage(pageRows[index])
        : undefined,
    onKeyDown: workspace ? handleKeys : onRowClick && handleSimpleKeys,
    label,
  };
  const big = workspace && query.pageSize === 'All' && !pending && pageRows.length > 0;

  return (
    <div>
      <div className={kitClasses.tableToolbar}>
        {searchPlaceholder !== undefined && (
          <TableSearch
            value={query.searchText}
            onSearch={query.setSearchText}
            debounceMs={props.searchDebounceMs ?? searchDebounceMs.default}
            placeholder={searchPlaceholder}
            {...(props.searchMaxLength === undefined ? {} : { maxLength: props.searchMaxLength })}
          />
        )}
        {toolbar}
        <span className={kitClasses.tableToolbarSpacer} />
        {loading && pageRows.length > 0 && (
          <Spinner size={SpinnerSize.SMALL} aria-label={messages.common.loading} />
        )}
        {includeToggleLabel !== undefined && (
          <>
            <Checkbox
              label={includeToggleLabel}
              checked={query.includeAll}
              onChange={(event) => query.setIncludeAll(event.currentTarget.checked)}
              inline
            />
            <RowStateLegend states={legend} labels={legendLabels} />
          </>
        )}
        {columnChooser && (
          <ColumnChooser
            columns={columns}
            visibleIds={shownColumns.map((c) => c.id)}
            onChange={query.setVisibleColumnIds}
            minVisible={minVisibleColumns}
          />
        )}
        <TableActionsMenu actions={actions} heldRights={heldRights} selected={selection.selectedRows} />
      </div>
      <ListWorkspace
        columns={shownColumns}
        row={active?.panel ? activeRow : undefined}
        rowIndex={activeIndex}
        detail={detail}
        label={label}
        storageKey={storageKey}
        onOpenFullPage={openFullPage && handleOpenFullPage}
        onClose={() => setActive((current) => (current ? { ...current, panel: false } : null))}
      >
        {big ? (
          <BigTable {...grid} onActiveChange={(index) => activate(index, false)} />
        ) : (
          <PagedTable {...grid} pending={pending} emptyText={emptyText} rovingFocus={workspace} />
        )}
      </ListWorkspace>
      {rows !== undefined && total > 0 && (
        <TablePager
          page={query.page}
          lastPage={lastPage}
          total={total}
          totalEstimated={totalEstimated}
          pageSize={query.pageSize}
          rowCount={pageRows.length}
          onPageChange={query.setPage}
          onPageSizeChange={query.setPageSize}
        />
      )}
    </div>
  );
}
