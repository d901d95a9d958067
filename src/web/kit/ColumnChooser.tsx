import { useState } from 'react';
import { Button, Checkbox, Classes, PopoverNext } from '@blueprintjs/core';
import { messages } from '../../shared/messages';
import { kitClasses } from './kitClasses';
import './kit.css';

/** A column as the chooser sees it. */
export interface ChooserColumn {
  /** Column id. */
  id: string;
  /** Label shown next to its checkbox. */
  header: string;
  /** Columns that cannot be hidden are listed checked and disabled. */
  hideable?: boolean;
}

export interface ColumnChooserProps {
  /** All columns of the table, in order. */
  columns: readonly ChooserColumn[];
  /** Ids of the columns shown now. */
  visibleIds: readonly string[];
  /** Called with the new visible ids, in column order. */
  onChange: (visibleIds: string[]) => void;
  /** The fewest columns that must stay visible (Support: 3). */
  minVisible?: number;
  /** Shown when the user tries to go below `minVisible` (default: 'Minimum 3 columns should be selected.' for 3). */
  minVisibleMessage?: string;
}

/** A popover of checkboxes choosing which columns a list shows. */
export function ColumnChooser({
  columns,
  visibleIds,
  onChange,
  minVisible = 1,
  minVisibleMessage = messages.table.minColumns(minVisible),
}: ColumnChooserProps) {
  const [warning, setWarning] = useState<string | null>(null);
  const visible = new Set(visibleIds);

  const handleToggle = (id: string, checked: boolean) => {
    if (!checked && visible.size <= minVisible) {
      setWarning(minVisibleMessage);
      return;
    }
    setWarning(null);
    const next = new Set(visible);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(columns.filter((c) => next.has(c.id)).map((c) => c.id));
  };

  const content = (
    <div className={kitClasses.columnChooser} role="group" aria-label={messages.common.columns}>
      {columns.map((column) => (
        <Checkbox
          key={column.id}
          label={column.header}
          checked={visible.has(column.id)}
          disabled={column.hideable === false}
          onChange={(event) => handleToggle(column.id, event.currentTarget.checked)}
        />
      ))}
      {warning && (
        <div role="alert" className={`${Classes.FORM_HELPER_TEXT} ${Classes.INTENT_DANGER}`}>
          {warning}
        </div>
      )}
    </div>
  );

  return (
    <PopoverNext content={content} placement="bottom-end" onClosed={() => setWarning(null)}>
      <Button
        icon="column-layout"
        variant="minimal"
        aria-label={messages.common.columns}
        title={messages.common.columns}
      />
    </PopoverNext>
  );
}
