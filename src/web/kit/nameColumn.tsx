import type { TableColumn } from './tableTypes';
import { TruncatedText } from './TruncatedText';

/**
 * A list's first column, the record's name: sortable, never hidden by the column chooser, and a
 * long name cut short with the whole of it on hover.
 */
export function nameColumn<Row>(id: string, header: string, name: (row: Row) => string): TableColumn<Row> {
  return { id, header, sortable: true, hideable: false, cell: (row) => <TruncatedText text={name(row)} /> };
}
