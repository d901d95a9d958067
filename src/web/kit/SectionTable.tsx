import type { ReactNode } from 'react';
import { CompactTable, type CompactTableProps } from './CompactTable';
import { PanelSection } from './PanelSection';

export interface SectionTableProps<T> extends Omit<CompactTableProps<T>, 'label'> {
  /** The section's heading, which also names its table. */
  title: string;
  /** What the section says when there are no rows ('No payments yet'). */
  emptyText: string;
  /** A line under the table ('Showing 10 of 12'); not shown when there are no rows. */
  footnote?: ReactNode;
}

/** A titled section of a record panel holding one small table, or its empty text. */
export function SectionTable<T>({ title, emptyText, footnote, ...table }: SectionTableProps<T>) {
  return (
    <PanelSection title={title} empty={table.rows.length === 0} emptyText={emptyText}>
      <CompactTable {...table} label={title} />
      {footnote}
    </PanelSection>
  );
}
