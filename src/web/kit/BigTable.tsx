import { useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Checkbox, Classes } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, Table2 } from '@blueprintjs/table';
import { messages } from '../../shared/messages';
import { cellContent, cellText } from './cellContent';
import type { ColumnSort, GridProps } from './gridTypes';
import { kitClasses } from './kitClasses';
import { SelectAllBox } from './SelectAllBox';
import { SortHeader } from './SortHeader';
import type { TableColumn } from './tableTypes';
import './kit.css';

export interface BigTableProps<Row> extends Omit<
  GridProps<Row>,
  'selection' | 'sortOf' | 'onSort' | 'activeIndex'
> {
  /** Row checkboxes (a list's selection); a report grid has none. */
  selection?: GridProps<Row>['selection'];
  sortOf?: GridProps<Row>['sortOf'];
  onSort?: GridProps<Row>['onSort'];
  activeIndex?: number | null;
  /** The keyboard moved the focused cell to another row. */
  onActiveChange?: (index: number) => void;
}

const checkWidth = 36;
const charWidth = 7.5;
const cellPadding = 28;
const widthBounds = { min: 64, max: 360 } as const;
/** Rows sampled to size each column to its content: enough to see the long values, cheap at 10,000. */
const widthSample = 200;
const arrowKeys = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

function widthOf<Row>(column: TableColumn<Row>, rows: readonly Row[]): number {
  let longest = column.header.length + (column.sortable ? 3 : 0);
  const sample = Math.min(rows.length, widthSample);
  for (let index = 0; index < sample; index += 1) {
    longest = Math.max(longest, cellText(column, rows[index] as Row, index).length);
  }
  const width = Math.round(longest * charWidth + cellPadding);
  return Math.min(widthBounds.max, Math.max(widthBounds.min, width));
}

/**
 * A long list (up to 10,000 rows: a list's All page, a report grid, the ledger) on Blueprint's
 * Table2: rows and columns render virtualized, columns are resizable and reorderable, and the
 * selected cells copy with Ctrl/Cmd+C. Same columns, sort, checkboxes and row states as the paged
 * table; the first column stays frozen.
 */
export function BigTable<Row>(props: BigTableProps<Row>) {
  const { columns, rows, rowState, selection, sortOf, onSort, activeIndex = null, label } = props;
  const { onRowClick, onRowDoubleClick, onKeyDown, onActiveChange } = props;
  const [order, setOrder] = useState<readonly string[]>([]);
  const [widths, setWidths] = useState<Readonly<Record<string, number>>>({});

  // The user's order first, then any column it does not know yet.
  const ordered = useMemo(() => {
    const byId = new Map(columns.map((column) => [column.id, column]));
    const known = order.flatMap((id) => byId.get(id) ?? []);
    return [...known, ...columns.filter((column) => !order.includes(column.id))];
  }, [columns, order]);
  const contentWidths = useMemo(
    () => Object.fromEntries(columns.map((column) => [column.id, widthOf(column, rows)])),
    [columns, rows],
  );
  const withChecks = selection?.enabled === true;
  const columnWidths = useMemo(
    () => [
      ...(withChecks ? [checkWidth] : []),
      ...ordered.map((column) => widths[column.id] ?? contentWidths[column.id]),
    ],
    [withChecks, ordered, widths, contentWidths],
  );
  const offset = withChecks ? 1 : 0;

  const classOf = (rowIndex: number): string | undefined => {
    const row = rows[rowIndex];
    const state = row === undefined ? undefined : rowState?.(row);
    return (
      [state ? kitClasses.rowState[state] : '', rowIndex === activeIndex ? kitClasses.rowActive : '']
        .filter(Boolean)
        .join(' ') || undefined
    );
  };
  const rowHandlers = (rowIndex: number) => ({
    onClick: onRowClick ? () => onRowClick(rowIndex) : undefined,
    onDoubleClick: onRowDoubleClick ? () => onRowDoubleClick(rowIndex) : undefined,
  });

  const checkColumn = withChecks ? (
    <Column
      key="check"
      id="check"
      columnHeaderCellRenderer={() => (
        <ColumnHeaderCell>
          <SelectAllBox selection={selection} className={kitClasses.bigTableCheck} />
        </ColumnHeaderCell>
      )}
      cellRenderer={(rowIndex) => {
        const row = rows[rowIndex];
        return (
          <Cell interactive className={classOf(rowIndex)}>
            {row !== undefined && selection.canSelect(row) && (
              <Checkbox
                className={kitClasses.bigTableCheck}
                aria-label={messages.common.selectRow}
                checked={selection.isSelected(row)}
                onChange={(event) => selection.toggle(row, event.currentTarget.checked)}
              />
            )}
          </Cell>
        );
      }}
    />
  ) : null;

  const headerOf = (column: TableColumn<Row>, sort: ColumnSort) => (
    <ColumnHeaderCell
      name={column.header}
      nameRenderer={
        column.sortable && onSort
          ? () => <SortHeader text={column.header} sort={sort} onSort={() => onSort(column)} />
          : undefined
      }
    />
  );

  // Table2 registers its copy hotkey anew whenever this function changes, which re-renders every
  // hotkeys user: it must stay the same function, reading the latest rows and columns.
  const latest = useRef({ rows, ordered, offset });
  useLayoutEffect(() => {
    latest.current = { rows, ordered, offset };
  });
  const copyCell = useCallback((rowIndex: number, columnIndex: number): string => {
    const { rows: current, ordered: columnsNow, offset: skip } = latest.current;
    const column = columnsNow[columnIndex - skip];
    const row = current[rowIndex];
    return column && row !== undefined ? cellText(column, row, rowIndex) : '';
  }, []);

  const handleReorder = (oldIndex: number, newIndex: number, length: number) => {
    if (oldIndex < offset || newIndex < offset || oldIndex === newIndex) return;
    const ids = ordered.map((column) => column.id);
    const moved = ids.splice(oldIndex - offset, length);
    ids.splice(newIndex - offset, 0, ...moved);
    setOrder(ids);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Table2 moves its focused cell with the arrows itself; the rest is the list's.
    if (!arrowKeys.has(event.key)) onKeyDown?.(event);
  };

  return (
    <div className={kitClasses.bigTable} role="region" aria-label={label} onKeyDown={handleKeyDown}>
      <Table2
        numRows={rows.length}
        numFrozenColumns={1 + offset}
        enableRowHeader={false}
        enableColumnResizing
        enableColumnReordering
        enableColumnInteractionBar
        enableFocusedCell
        defaultRowHeight={24}
        columnWidths={columnWidths}
        onColumnWidthChanged={(index, size) => {
          const column = ordered[index - offset];
          if (column) setWidths((current) => ({ ...current, [column.id]: size }));
        }}
        onColumnsReordered={handleReorder}
        onFocusedCell={(cell) => onActiveChange?.(cell.row)}
        getCellClipboardData={copyCell}
        cellRendererDependencies={[rows, ordered, activeIndex, selection, sortOf]}
      >
        {[
          ...(checkColumn ? [checkColumn] : []),
          ...ordered.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              name={column.header}
              columnHeaderCellRenderer={() => headerOf(column, sortOf?.(column))}
              cellRenderer={(rowIndex) => {
                const row = rows[rowIndex];
                return (
                  <Cell
                    className={[classOf(rowIndex), column.align === 'right' ? Classes.ALIGN_RIGHT : '']
                      .filter(Boolean)
                      .join(' ')}
                  >
                    <div className={kitClasses.bigTableCellText} {...rowHandlers(rowIndex)}>
                      {row === undefined ? null : cellContent(column, row, rowIndex)}
                    </div>
                  </Cell>
                );
              }}
            />
          )),
        ]}
      </Table2>
    </div>
  );
}
