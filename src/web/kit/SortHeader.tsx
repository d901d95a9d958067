import { Button, Classes, Icon } from '@blueprintjs/core';
import type { ColumnSort } from './gridTypes';
import { kitClasses } from './kitClasses';

export interface SortHeaderProps {
  /** The column's header text. */
  text: string;
  /** Its sort now. */
  sort: ColumnSort;
  /** One click: asc, then desc, then none. */
  onSort: () => void;
}

/** A sortable column's header: its name and an arrow showing the sort, a click cycling it. */
export function SortHeader({ text, sort, onSort }: SortHeaderProps) {
  const icon =
    sort === 'ascending' ? 'sort-asc' : sort === 'descending' ? 'sort-desc' : 'double-caret-vertical';
  return (
    <Button
      variant="minimal"
      size="small"
      className={kitClasses.sortable}
      text={text}
      endIcon={<Icon icon={icon} size={12} className={sort === 'none' ? Classes.TEXT_MUTED : undefined} />}
      onClick={onSort}
    />
  );
}
