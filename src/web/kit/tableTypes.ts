import type { ReactNode } from 'react';
import type { IconName, Intent } from '@blueprintjs/core';
import type { RightId } from '../../shared/rights';

/** One column of a DataTable. */
export interface TableColumn<Row> {
  /** Stable id: the column chooser's key and, unless `sortKey` is set, the `sort_by` value. */
  id: string;
  /** Header text; also the column chooser's label. */
  header: string;
  /** Renders the cell of a row. A plain string longer than 24 characters is cut with a tooltip (see `truncate`). */
  cell: (row: Row, rowIndex: number) => ReactNode;
  /** Cut string cells longer than 24 characters and show the full text on hover (default true). */
  truncate?: boolean;
  /** Whether clicking the header cycles the sort (asc -> desc -> none). */
  sortable?: boolean;
  /** The `sort_by` value the server expects, when it differs from `id`. */
  sortKey?: string;
  /** Whether the column chooser may hide it (default true). */
  hideable?: boolean;
  /** Whether it shows before the user chooses (default true). */
  defaultVisible?: boolean;
  /** Right-align numbers and money. */
  align?: 'left' | 'right';
}

/** One item of a table's kebab (action) menu. */
export interface TableAction<Row> {
  /** Stable id (React key). */
  id: string;
  /** Menu text. */
  label: string;
  /** Optional Blueprint icon. */
  icon?: IconName;
  /** Optional intent (danger for delete). */
  intent?: Intent;
  /** The right the user must hold; without it the item is not shown at all. Several: any one suffices. */
  right?: RightId | readonly RightId[];
  /** Whether the item is enabled for the current selection (default: always). */
  enabled?: (selected: readonly Row[]) => boolean;
  /** Runs the action on the selected rows. */
  onSelect: (selected: readonly Row[]) => void;
}

/** How a row is coloured: deleted and terminated rows show with the legend, inactive ones greyed. */
export type RowState = 'deleted' | 'terminated' | 'inactive' | undefined;

/** The state of a record that can be deleted or terminated: deleted shows over terminated. */
export function lifecycleState(deleted: boolean, terminated: boolean): RowState {
  return deleted ? 'deleted' : terminated ? 'terminated' : undefined;
}

/** The current sort; null when unsorted. */
export interface TableSort {
  /** The column's sort key. */
  sortBy: string;
  /** Descending when true. */
  desc: boolean;
}

/** A row's identity: rows whose key is null or undefined cannot be opened ('Admin has been notified'). */
export type RowKey = string | number;

/**
 * How a list lays out: `workspace` (staff) opens a clicked row's detail in a panel beside the list
 * and opens the full page on a double-click; `simple` (client, debtor and broker users) opens the
 * full page on a click and has no panel.
 */
export type TableLayout = 'workspace' | 'simple';

/** The detail panel of a workspace list: what it shows for the active row. */
export interface TableDetail<Row> {
  /** The panel's heading (default: the row's first column as text). */
  title?: (row: Row) => string;
  /** The panel's body (default: the row's visible columns as label/value pairs). */
  render?: (row: Row) => ReactNode;
  /** Where "Open full page" goes (default: the table's `onRowClick`). */
  openFullPage?: (row: Row) => void;
}
