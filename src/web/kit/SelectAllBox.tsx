import { Checkbox } from '@blueprintjs/core';
import { messages } from '../../shared/messages';
import type { RowSelection } from './useRowSelection';

export interface SelectAllBoxProps<Row> {
  selection: RowSelection<Row>;
  className?: string;
}

/** The header checkbox of a list: ticks every selectable row of the page, half-ticked for some. */
export function SelectAllBox<Row>({ selection, className }: SelectAllBoxProps<Row>) {
  return (
    <Checkbox
      className={className}
      aria-label={messages.common.selectAll}
      checked={selection.allSelected}
      indeterminate={selection.someSelected}
      disabled={selection.noneSelectable}
      onChange={(event) => selection.toggleAll(event.currentTarget.checked)}
    />
  );
}
