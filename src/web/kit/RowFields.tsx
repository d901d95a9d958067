import type { TableColumn } from './tableTypes';
import { kitClasses } from './kitClasses';
import './kit.css';

export interface RowFieldsProps<Row> {
  /** The columns the list shows now, in order. */
  columns: readonly TableColumn<Row>[];
  /** The row to describe. */
  row: Row;
  /** The row's index on its page (some cells number rows). */
  index: number;
}

/** The generic detail of a row: each visible column as a label and its whole (uncut) value. */
export function RowFields<Row>({ columns, row, index }: RowFieldsProps<Row>) {
  return (
    <dl className={kitClasses.rowFields}>
      {columns.map((column) => (
        <div key={column.id} className={kitClasses.rowField}>
          <dt>{column.header}</dt>
          <dd>{column.cell(row, index)}</dd>
        </div>
      ))}
    </dl>
  );
}
