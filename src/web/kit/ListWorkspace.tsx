import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cellText } from './cellContent';
import { DetailPanel } from './DetailPanel';
import { kitClasses } from './kitClasses';
import { RowFields } from './RowFields';
import { Splitter } from './Splitter';
import type { TableColumn, TableDetail } from './tableTypes';
import { useStoredSplit } from './useStoredSplit';
import { workspaceText } from './workspaceText';
import './kit.css';

export interface ListWorkspaceProps<Row> {
  /** The list's visible columns (the generic panel's fields, the default title). */
  columns: readonly TableColumn<Row>[];
  /** The row whose panel is open; undefined: the list alone. */
  row: Row | undefined;
  /** Its index on the page. */
  rowIndex: number;
  detail: TableDetail<Row> | undefined;
  /** The list's name, the title of last resort. */
  label: string | undefined;
  /** Where the split is remembered. */
  storageKey: string | undefined;
  onOpenFullPage: ((row: Row) => void) | undefined;
  onClose: () => void;
  /** The list's grid. */
  children: ReactNode;
}

/**
 * A list and, while a row is open, its detail panel beside it, split by a splitter the user drags
 * or moves with the keyboard; the split is remembered. The list scrolls sideways in its own pane,
 * so the page never does.
 */
export function ListWorkspace<Row>(props: ListWorkspaceProps<Row>) {
  const { columns, row, rowIndex, detail, label, storageKey, onOpenFullPage, onClose, children } = props;
  const [split, setSplit] = useStoredSplit(storageKey);
  const list = useRef<HTMLDivElement>(null);

  // Closing from the panel gives the focus back to the row it showed.
  const handleClose = () => {
    onClose();
    list.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    handleClose();
  };
  const first = columns[0];
  const title =
    row === undefined
      ? ''
      : detail?.title?.(row) || (first ? cellText(first, row, rowIndex) : '') || label || '';

  // One tree whether the panel is open or not, so the list keeps its focus and scroll.
  return (
    <div className={row === undefined ? kitClasses.workspaceIdle : kitClasses.workspace}>
      <div
        ref={list}
        className={kitClasses.tableScroll}
        style={row === undefined ? undefined : { flexBasis: `${split}%` }}
      >
        {children}
      </div>
      {row !== undefined && (
        <>
          <Splitter value={split} onChange={setSplit} label={workspaceText.splitter} />
          <div className={kitClasses.workspacePanel} onKeyDown={handleKeyDown}>
            <DetailPanel
              title={title}
              onClose={handleClose}
              onOpenFullPage={onOpenFullPage && (() => onOpenFullPage(row))}
            >
              {detail?.render ? (
                detail.render(row)
              ) : (
                <RowFields columns={columns} row={row} index={rowIndex} />
              )}
            </DetailPanel>
          </div>
        </>
      )}
    </div>
  );
}
