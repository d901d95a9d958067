import type { ReactNode } from 'react';
import { HTMLTable } from '@blueprintjs/core';
import { recordPanelClasses } from './recordPanelClasses';

export interface CompactColumn<T> {
  /** The column's heading, also its key. */
  title: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned, kept on one line (money, counts). */
  numeric?: boolean;
}

export interface CompactTableProps<T> {
  columns: readonly CompactColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Names the table for assistive technology. */
  label: string;
}

/** A small read-only table inside a panel or card: single-line rows, no paging or sorting. */
export function CompactTable<T>({ columns, rows, rowKey, label }: CompactTableProps<T>) {
  const numeric = (column: CompactColumn<T>) => (column.numeric ? recordPanelClasses.numeric : undefined);
  return (
    <HTMLTable compact striped aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.title} scope="col" className={numeric(column)}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.title} className={numeric(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
