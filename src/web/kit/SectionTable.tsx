import { CompactTable, type CompactTableProps } from './CompactTable';
import { PanelSection } from './PanelSection';

export interface SectionTableProps<T> extends Omit<CompactTableProps<T>, 'label'> {
  /** The section's heading, which also names its table. */
  title: string;
  /** What the section says when there are no rows ('No payments yet'). */
  emptyText: string;
}

/** A titled section of a record panel holding one small table, or its empty text. */
export function SectionTable<T>({ title, emptyText, ...table }: SectionTableProps<T>) {
  return (
    <PanelSection title={title} empty={table.rows.length === 0} emptyText={emptyText}>
      <CompactTable {...table} label={title} />
    </PanelSection>
  );
}
