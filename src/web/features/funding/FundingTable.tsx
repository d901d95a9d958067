import { Fragment, type ReactNode } from 'react';
import { HTMLTable } from '@blueprintjs/core';
import { fundingClasses } from './fundingClasses';

export interface FundingColumn<T> {
  /** The column's heading, also its key. */
  title: string;
  cell: (row: T) => ReactNode;
  /** Money: right-aligned, heading and cells. */
  amount?: boolean;
  /** A class of the column's cells otherwise. */
  cellClassName?: string;
}

export interface FundingTableProps<T> {
  label: string;
  columns: readonly FundingColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  rowClassName?: (row: T) => string | undefined;
  /** What to show under a row, across the table. */
  renderDetail?: ((row: T) => ReactNode) | undefined;
}

/** A schedule's invoices or payments in its funding dialogs: a compact striped table across the dialog. */
export function FundingTable<T>({
  label,
  columns,
  rows,
  rowKey,
  rowClassName,
  renderDetail,
}: FundingTableProps<T>) {
  return (
    <HTMLTable compact striped className={fundingClasses.table} aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.title} scope="col" className={column.amount ? fundingClasses.amount : undefined}>
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
                <td
                  key={column.title}
                  className={column.amount ? fundingClasses.amount : column.cellClassName}
                >
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
