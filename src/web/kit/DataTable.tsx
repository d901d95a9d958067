import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Checkbox, Classes, HTMLTable, Icon, Spinner, SpinnerSize } from '@blueprintjs/core';
import { searchDebounceMs } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { ColumnChooser } from './ColumnChooser';
import { RowStateLegend, type LegendState } from './RowStateLegend';
import { TableActionsMenu } from './TableActionsMenu';
import { TablePager } from './TablePager';
import { TableSearch } from './TableSearch';
import type { RowKey, RowState, TableAction, TableColumn } from './tableTypes';
import { toastError } from './toast';
import { TruncatedText } from './TruncatedText';
import { useTableQuery, type TableQuery, type TableRequest } from './useTableQuery';
import { kitClasses } from './kitClasses';
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
  /** Opens a row; rows without an id show the 'Admin has been notified' error instead. */
  onRowClick?: (row: Row) => void;
  /** Text of the empty table (default 'No record available.'). */
  emptyText?: string;
  /** Extra controls (filters, buttons) shown in the toolbar after the search box. */
  toolbar?: ReactNode;
  /** Accessible name of the table. */
  label?: string;
}

const skeletonRows = 3;

function isVisibleByDefault<Row>(column: TableColumn<Row>): boolean {
  return column.defaultVisible !== false || column.hideable === false;
}

/**
 * The one list table of the product: server-driven paging (10/20/50/All), the sort cycle
 * asc -> desc -> none, a debounced search box, a column chooser, a kebab menu filtered by rights,
 * the include-deleted/terminated toggle with its legend, row selection and row click.
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

  // Selection: controlled through selectedKeys, else kept here and cleared whenever the request changes.
  const [ownSelection, setOwnSelection] = useState<{ request: TableRequest; keys: ReadonlySet<RowKey> }>({
    request,
    keys: new Set(),
  });
  const ownKeys = ownSelection.request === request ? ownSelection.keys : new Set<RowKey>();
  const selected = selectedKeys ?? ownKeys;

  const pageRows = useMemo(() => rows ?? [], [rows]);
  const canSelect = (row: Row): boolean => {
    const key = rowKey(row);
    if (key === null || key === undefined || selectable === false) return false;
    return selectable === true ? true : selectable(row);
  };
  const selectableRows = pageRows.filter(canSelect);
  const selectedRows = pageRows.filter((row) => {
    const key = rowKey(row);
    return key !== null && key !== undefined && selected.has(key);
  });

  const changeSelection = (keys: ReadonlySet<RowKey>) => {
    if (!selectedKeys) setOwnSelection({ request, keys });
    onSelectionChange?.(
      [...keys],
      pageRows.filter((row) => {
        const key = rowKey(row);
        return key !== null && key !== undefined && keys.has(key);
      }),
    );
  };
  const toggleRow = (key: RowKey, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(key);
    else next.delete(key);
    changeSelection(next);
  };
  const allSelected =
    selectableRows.length > 0 && selectableRows.every((row) => selected.has(rowKey(row) as RowKey));
  const someSelected = selectedRows.length > 0 && !allSelected;
  const toggleAll = (checked: boolean) => {
    const next = new Set(selected);
    for (const row of selectableRows) {
      const key = rowKey(row) as RowKey;
      if (checked) next.add(key);
      else next.delete(key);
    }
    changeSelection(next);
  };

  const visibleIds = query.visibleColumnIds ?? columns.filter(isVisibleByDefault).map((c) => c.id);
  const visibleSet = new Set(visibleIds);
  const shownColumns = columns.filter((c) => c.hideable === false || visibleSet.has(c.id));
  const hasCheckboxes = selectable !== false;
  const colSpan = shownColumns.length + (hasCheckboxes ? 1 : 0);

  const handleRowClick = (row: Row) => {
    if (!onRowClick) return;
    const key = rowKey(row);
    if (key === null || key === undefined) {
      void toastError(messages.titles.error, messages.generic.adminNotified);
      return;
    }
    onRowClick(row);
  };

  const ariaSort = (column: TableColumn<Row>): 'ascending' | 'descending' | 'none' | undefined => {
    if (!column.sortable) return undefined;
    const sortBy = column.sortKey ?? column.id;
    if (query.sort?.sortBy !== sortBy) return 'none';
    return query.sort.desc ? 'descending' : 'ascending';
  };

  const renderBody = (): ReactNode => {
    if (rows === undefined || (loading && pageRows.length === 0)) {
      return Array.from({ length: skeletonRows }, (_, i) => (
        <tr key={`skeleton-${i}`} aria-busy="true">
          <td colSpan={colSpan}>
            <span className={Classes.SKELETON}>{messages.common.loading}</span>
          </td>
        </tr>
      ));
    }
    if (pageRows.length === 0) {
      return (
        <tr>
          <td colSpan={colSpan} className={Classes.TEXT_MUTED}>
            {emptyText}
          </td>
        </tr>
      );
    }
    return pageRows.map((row, index) => {
      const key = rowKey(row);
      const state = rowState?.(row);
      const classNames = [
        state ? kitClasses.rowState[state] : '',
        onRowClick ? kitClasses.tableRowClickable : '',
      ]
        .filter(Boolean)
        .join(' ');
      return (
        <tr
          key={key ?? `row-${index}`}
          className={classNames || undefined}
          data-row-state={state}
          tabIndex={onRowClick ? 0 : undefined}
          onClick={onRowClick ? () => handleRowClick(row) : undefined}
          onKeyDown={
            onRowClick
              ? (event) => {
                  if (event.key === 'Enter') handleRowClick(row);
                }
              : undefined
          }
        >
          {hasCheckboxes && (
            <td className={kitClasses.tableCheckCell} onClick={(event) => event.stopPropagation()}>
              {canSelect(row) && (
                <Checkbox
                  aria-label={messages.common.selectRow}
                  checked={selected.has(key as RowKey)}
                  onChange={(event) => toggleRow(key as RowKey, event.currentTarget.checked)}
                />
              )}
            </td>
          )}
          {shownColumns.map((column) => {
            const content = column.cell(row, index);
            return (
              <td key={column.id} className={column.align === 'right' ? Classes.ALIGN_RIGHT : undefined}>
                {typeof content === 'string' && column.truncate !== false ? (
                  <TruncatedText text={content} />
                ) : (
                  content
                )}
              </td>
            );
          })}
        </tr>
      );
    });
  };

  return (
    <div>
      <div className={kitClasses.tableToolbar}>
        {searchPlaceholder !== undefined && (
          <TableSearch
            value={query.searchText}
            onSearch={query.setSearchText}
            debounceMs={props.searchDebounceMs ?? searchDebounceMs.default}
            placeholder={searchPlaceholder}
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
        <TableActionsMenu actions={actions} heldRights={heldRights} selected={selectedRows} />
      </div>
      <div className={kitClasses.tableScroll}>
        <HTMLTable
          className={kitClasses.table}
          compact
          striped
          interactive={onRowClick !== undefined}
          aria-label={label}
        >
          <thead>
            <tr>
              {hasCheckboxes && (
                <th className={kitClasses.tableCheckCell}>
                  <Checkbox
                    aria-label={messages.common.selectAll}
                    checked={allSelected}
                    indeterminate={someSelected}
                    disabled={selectableRows.length === 0}
                    onChange={(event) => toggleAll(event.currentTarget.checked)}
                  />
                </th>
              )}
              {shownColumns.map((column) => {
                const sort = ariaSort(column);
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={sort}
                    className={column.align === 'right' ? Classes.ALIGN_RIGHT : undefined}
                  >
                    {column.sortable ? (
                      <Button
                        variant="minimal"
                        size="small"
                        className={kitClasses.sortable}
                        text={column.header}
                        endIcon={
                          <Icon
                            icon={
                              sort === 'ascending'
                                ? 'sort-asc'
                                : sort === 'descending'
                                  ? 'sort-desc'
                                  : 'double-caret-vertical'
                            }
                            size={12}
                            className={sort === 'none' ? Classes.TEXT_MUTED : undefined}
                          />
                        }
                        onClick={() => query.cycleSort(column.sortKey ?? column.id)}
                      />
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{renderBody()}</tbody>
        </HTMLTable>
      </div>
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
