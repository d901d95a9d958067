import type { ReactNode } from 'react';
import type { TableColumn } from './tableTypes';
import { TruncatedText } from './TruncatedText';

/** A column's cell for a row: a plain string longer than 24 characters is cut, with a tooltip. */
export function cellContent<Row>(column: TableColumn<Row>, row: Row, index: number): ReactNode {
  const content = column.cell(row, index);
  return typeof content === 'string' && column.truncate !== false ? (
    <TruncatedText text={content} />
  ) : (
    content
  );
}

/** A cell as plain text, for copying and for titles: the text the cell shows. */
export function cellText<Row>(column: TableColumn<Row>, row: Row, index: number): string {
  return textOf(column.cell(row, index));
}

function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (typeof node === 'object' && 'props' in node) {
    const props = node.props as { text?: unknown; children?: ReactNode };
    // TruncatedText and tags carry their whole text in `text` or their children.
    if (typeof props.text === 'string') return props.text;
    return textOf(props.children);
  }
  return '';
}
