import type { KeyboardEventHandler } from 'react';
import type { RowKey, RowState, TableColumn } from './tableTypes';
import type { RowSelection } from './useRowSelection';

/** A column header's sort state, as `aria-sort` names it; undefined for an unsortable column. */
export type ColumnSort = 'ascending' | 'descending' | 'none' | undefined;

/** What the two grids of a list (the paged HTML table and the virtualized BigTable) both draw. */
export interface GridProps<Row> {
  /** The visible columns, in order. */
  columns: readonly TableColumn<Row>[];
  /** The rows to draw. */
  rows: readonly Row[];
  rowKey: (row: Row) => RowKey | null | undefined;
  rowState?: ((row: Row) => RowState) | undefined;
  selection: RowSelection<Row>;
  /** The sort state of a column's header. */
  sortOf: (column: TableColumn<Row>) => ColumnSort;
  /** A click on a sortable header. */
  onSort: (column: TableColumn<Row>) => void;
  /** The workspace's active row (its panel is open or it has the keyboard), by index. */
  activeIndex: number | null;
  /** A click (or Enter) on a row; undefined when rows do not react. */
  onRowClick?: ((index: number) => void) | undefined;
  /** A double-click on a row. */
  onRowDoubleClick?: ((index: number) => void) | undefined;
  /** Keys pressed while a row has the focus (the workspace's arrows, Enter and Escape). */
  onKeyDown?: KeyboardEventHandler<HTMLElement> | undefined;
  /** Accessible name of the table. */
  label?: string | undefined;
}
