import { useEffect, useRef, type ReactNode } from 'react';
import { Checkbox, Classes, HTMLTable } from '@blueprintjs/core';
import { messages } from '../../shared/messages';
import { cellContent } from './cellContent';
import type { GridProps } from './gridTypes';
import { kitClasses } from './kitClasses';
import { SelectAllBox } from './SelectAllBox';
import { SortHeader } from './SortHeader';
import './kit.css';

export interface PagedTableProps<Row> extends GridProps<Row> {
  /** No answer yet (or a first request in flight): skeleton rows. */
  pending: boolean;
  /** Text of the empty table. */
  emptyText: string;
  /** Rows take the focus one at a time (the workspace); otherwise each row is a tab stop. */
  rovingFocus: boolean;
}

const skeletonRows = 3;

/** A page of a list as a dense HTML table: one line a row, the first column frozen. */
export function PagedTable<Row>(props: PagedTableProps<Row>) {
  const { columns, rows, rowKey, rowState, selection, sortOf, onSort, activeIndex, label } = props;
  const { onRowClick, onRowDoubleClick, onKeyDown, pending, emptyText, rovingFocus } = props;
  const body = useRef<HTMLTableSectionElement>(null);
  const colSpan = columns.length + (selection.enabled ? 1 : 0);

  // The keyboard moves the active row: the focus follows it, when the focus was on a row.
  useEffect(() => {
    const tbody = body.current;
    if (activeIndex === null || !tbody || !tbody.contains(document.activeElement)) return;
    const row = tbody.rows.item(activeIndex);
    if (row && row !== document.activeElement) row.focus();
  }, [activeIndex]);

  const tabStop = activeIndex ?? 0;
  const checkCell = `${kitClasses.tableCheckCell} ${kitClasses.frozen}`;
  // The first column is frozen (after the checkboxes, when there are some).
  const cellClass = (align: 'left' | 'right' | undefined, columnIndex: number): string | undefined =>
    [
      align === 'right' ? Classes.ALIGN_RIGHT : '',
      columnIndex === 0 ? kitClasses.frozen : '',
      columnIndex === 0 && selection.enabled ? kitClasses.frozenAfterCheck : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const renderRows = (): ReactNode => {
    if (pending) {
      return Array.from({ length: skeletonRows }, (_, i) => (
        <tr key={`skeleton-${i}`} aria-busy="true">
          <td colSpan={colSpan}>
            <span className={Classes.SKELETON}>{messages.common.loading}</span>
          </td>
        </tr>
      ));
    }
    if (rows.length === 0) {
      return (
        <tr>
          <td colSpan={colSpan} className={Classes.TEXT_MUTED}>
            {emptyText}
          </td>
        </tr>
      );
    }
    return rows.map((row, index) => {
      const key = rowKey(row);
      const state = rowState?.(row);
      const classNames = [
        state ? kitClasses.rowState[state] : '',
        onRowClick ? kitClasses.tableRowClickable : '',
        index === activeIndex ? kitClasses.rowActive : '',
      ]
        .filter(Boolean)
        .join(' ');
      return (
        <tr
          key={key ?? `row-${index}`}
          className={classNames || undefined}
          data-row-state={state}
          data-index={index}
          aria-current={index === activeIndex ? 'true' : undefined}
          tabIndex={onRowClick ? (rovingFocus && index !== tabStop ? -1 : 0) : undefined}
          onClick={onRowClick ? () => onRowClick(index) : undefined}
          onDoubleClick={onRowDoubleClick ? () => onRowDoubleClick(index) : undefined}
          onKeyDown={onKeyDown}
        >
          {selection.enabled && (
            <td className={checkCell} onClick={(event) => event.stopPropagation()}>
              {selection.canSelect(row) && (
                <Checkbox
                  aria-label={messages.common.selectRow}
                  checked={selection.isSelected(row)}
                  onChange={(event) => selection.toggle(row, event.currentTarget.checked)}
                />
              )}
            </td>
          )}
          {columns.map((column, columnIndex) => (
            <td key={column.id} className={cellClass(column.align, columnIndex)}>
              {cellContent(column, row, index)}
            </td>
          ))}
        </tr>
      );
    });
  };

  return (
    <HTMLTable
      className={kitClasses.table}
      compact
      striped
      interactive={onRowClick !== undefined}
      aria-label={label}
    >
      <thead>
        <tr>
          {selection.enabled && (
            <th className={checkCell}>
              <SelectAllBox selection={selection} />
            </th>
          )}
          {columns.map((column, columnIndex) => {
            const sort = sortOf(column);
            return (
              <th
                key={column.id}
                scope="col"
                aria-sort={sort}
                className={cellClass(column.align, columnIndex)}
              >
                {column.sortable ? (
                  <SortHeader text={column.header} sort={sort} onSort={() => onSort(column)} />
                ) : (
                  column.header
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody ref={body}>{renderRows()}</tbody>
    </HTMLTable>
  );
}
