import { useState } from 'react';
import type { RowKey } from './tableTypes';

/** The checkbox selection of a list's page, as the grids draw it. */
export interface RowSelection<Row> {
  /** Whether the list has checkboxes at all. */
  enabled: boolean;
  /** Whether this row has a checkbox. */
  canSelect: (row: Row) => boolean;
  /** Whether this row is ticked. */
  isSelected: (row: Row) => boolean;
  /** Ticks or unticks one row. */
  toggle: (row: Row, checked: boolean) => void;
  /** Every selectable row of the page is ticked. */
  allSelected: boolean;
  /** Some, not all, are ticked. */
  someSelected: boolean;
  /** The page has no selectable row. */
  noneSelectable: boolean;
  /** Ticks or unticks every selectable row of the page. */
  toggleAll: (checked: boolean) => void;
  /** The ticked rows of the page. */
  selectedRows: Row[];
}

export interface UseRowSelectionOptions<Row> {
  pageRows: readonly Row[];
  rowKey: (row: Row) => RowKey | null | undefined;
  selectable: boolean | ((row: Row) => boolean);
  /** Controlled selection; without it the selection is kept here and cleared with `resetOn`. */
  selectedKeys: ReadonlySet<RowKey> | undefined;
  onSelectionChange: ((keys: RowKey[], rows: Row[]) => void) | undefined;
  /** A value whose change clears an uncontrolled selection (the list's request). */
  resetOn: unknown;
}

/** Row checkboxes: controlled through `selectedKeys`, else kept until the request changes. */
export function useRowSelection<Row>({
  pageRows,
  rowKey,
  selectable,
  selectedKeys,
  onSelectionChange,
  resetOn,
}: UseRowSelectionOptions<Row>): RowSelection<Row> {
  const [own, setOwn] = useState<{ resetOn: unknown; keys: ReadonlySet<RowKey> }>({
    resetOn,
    keys: new Set(),
  });
  const selected = selectedKeys ?? (own.resetOn === resetOn ? own.keys : new Set<RowKey>());

  const keyOf = (row: Row): RowKey | undefined => rowKey(row) ?? undefined;
  const canSelect = (row: Row): boolean => {
    if (keyOf(row) === undefined || selectable === false) return false;
    return selectable === true ? true : selectable(row);
  };
  const isSelected = (row: Row): boolean => {
    const key = keyOf(row);
    return key !== undefined && selected.has(key);
  };
  const selectableRows = pageRows.filter(canSelect);
  const selectedRows = pageRows.filter(isSelected);

  const change = (keys: ReadonlySet<RowKey>) => {
    if (!selectedKeys) setOwn({ resetOn, keys });
    onSelectionChange?.(
      [...keys],
      pageRows.filter((row) => {
        const key = keyOf(row);
        return key !== undefined && keys.has(key);
      }),
    );
  };
  const allSelected = selectableRows.length > 0 && selectableRows.every(isSelected);

  return {
    enabled: selectable !== false,
    canSelect,
    isSelected,
    toggle: (row, checked) => {
      const key = keyOf(row);
      if (key === undefined) return;
      const next = new Set(selected);
      if (checked) next.add(key);
      else next.delete(key);
      change(next);
    },
    allSelected,
    someSelected: selectedRows.length > 0 && !allSelected,
    noneSelectable: selectableRows.length === 0,
    toggleAll: (checked) => {
      const next = new Set(selected);
      for (const row of selectableRows) {
        const key = keyOf(row) as RowKey;
        if (checked) next.add(key);
        else next.delete(key);
      }
      change(next);
    },
    selectedRows,
  };
}
