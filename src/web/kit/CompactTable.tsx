import { Fragment, type ReactNode } from 'react';
import { HTMLTable } from '@blueprintjs/core';
import { kitClasses } from './kitClasses';
import { recordPanelClasses } from './recordPanelClasses';

export interface CompactColumn<T> {
  /** The column's heading, also its key. */
  title: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned, kept on one line (money, counts). */
  numeric?: boolean;
  /** A class of the column's cells otherwise (e.g. a long number that may break). */
  className?: string;
}

export interface CompactTableProps<T> {
  columns: readonly CompactColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Names the table for assistive technology. */
  label: string;
  /** Spans the width of what holds it (a dialog's tables). */
  fill?: boolean;
  /** A class of a row (e.g. a reversed payment, struck through). */
  rowClassName?: (row: T) => string | undefined;
  /** What to show under a row, across the table (a payment's journal entries). */
  renderDetail?: ((row: T) => ReactNode) | undefined;
}

/** A small read-only table inside a panel, card or dialog: single-line rows, no paging or sorting. */
export function CompactTable<T>({
  columns,
  rows,
  rowKey,
  label,
  fill,
  rowClassName,
  renderDetail,
}: CompactTableProps<T>) {
  const classOf = (column: CompactColumn<T>) =>
    column.numeric ? recordPanelClasses.numeric : column.className;
  return (
    <HTMLTable compact striped className={fill ? kitClasses.compactTableFill : undefined} aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.title}
              scope="col"
              className={column.numeric ? recordPanelClasses.numeric : undefined}
            >
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Fragment key={rowKey(row)}>
            <tr className={rowClassName?.(row)}>
              {columns.map((column) => (
                <td key={column.title} className={classOf(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
            {renderDetail && (
              <tr>
                <td colSpan={columns.length}>{renderDetail(row)}</td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </HTMLTable>
  );
}
