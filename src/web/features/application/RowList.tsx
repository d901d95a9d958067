import type { ReactNode } from 'react';
import { Button, Card, H5, Intent } from '@blueprintjs/core';
import { wizardClasses } from './wizardClasses';
import { kitClasses } from '../../kit/kitClasses';

export interface RowListProps<T> {
  /** The rows as the form holds them. */
  rows: readonly T[];
  /** A row's heading ('Owner 2'), also its accessible name. */
  title: (position: number) => string;
  /** The remove button's accessible name ('Remove owner 2'). */
  removeLabel: (position: number) => string;
  /** Whether a row may be removed (the first owner may not). */
  canRemove: (index: number) => boolean;
  onRemove: (index: number) => void;
  /** Caption of the add button ('Add Owner'). */
  addLabel: string;
  onAdd: () => void;
  /** The fields of one row. */
  renderRow: (row: T, index: number) => ReactNode;
  /** Shown beside the add button (the ownership total). */
  summary?: ReactNode;
  disabled?: boolean;
}

/** The repeated rows of a step (owners, suppliers): one card per row, then the add button. */
export function RowList<T>({
  rows,
  title,
  removeLabel,
  canRemove,
  onRemove,
  addLabel,
  onAdd,
  renderRow,
  summary,
  disabled,
}: RowListProps<T>) {
  return (
    <>
      {rows.map((row, index) => (
        <Card key={index} className={wizardClasses.row} role="group" aria-label={title(index + 1)}>
          <div className={`${kitClasses.spreadRow} ${wizardClasses.rowHeader}`}>
            <H5>{title(index + 1)}</H5>
            {canRemove(index) && (
              <Button
                variant="minimal"
                intent={Intent.DANGER}
                icon="trash"
                aria-label={removeLabel(index + 1)}
                onClick={() => onRemove(index)}
                disabled={disabled}
              />
            )}
          </div>
          {renderRow(row, index)}
        </Card>
      ))}
      <div className={`${kitClasses.spreadRow} ${wizardClasses.rowsFooter}`}>
        <div>{summary}</div>
        <Button icon="plus" text={addLabel} onClick={onAdd} disabled={disabled} />
      </div>
    </>
  );
}
