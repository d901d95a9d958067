import type { ReactNode } from 'react';
import { messages } from '../../shared/messages';
import type { RightId } from '../../shared/rights';
import { onlyOne } from './onlyOne';
import type { TableAction } from './tableTypes';
import { toastFromError, toastSuccess } from './toast';
import { useConfirm } from './useConfirm';

export interface StatusToggle<Row> {
  /** The action's label and its toasts' title: 'Change Status'. */
  title: string;
  /** The right that offers it. */
  right: RightId;
  /** Whether the selection may be changed (default: exactly one row). */
  enabled?: (selected: readonly Row[]) => boolean;
  /** The question asked first. */
  question: (row: Row) => ReactNode;
  /** The call; its answer's message is toasted. */
  change: (row: Row) => Promise<{ message: string }>;
}

/**
 * The kebab's Change Status of the one selected row that is active or not (a user, a role): the
 * question first, then the call; its answer's message is toasted under `title`, a failure under
 * 'Status Change Failed'.
 */
export function useStatusToggle<Row>({
  title,
  right,
  enabled = (selected) => selected.length === 1,
  question,
  change,
}: StatusToggle<Row>): TableAction<Row> {
  const confirm = useConfirm();
  const toggle = async (selected: readonly Row[]) => {
    const row = onlyOne(selected);
    if (!row || !(await confirm({ title, message: question(row) }))) return;
    try {
      const answer = await change(row);
      void toastSuccess(title, answer.message);
    } catch (error) {
      void toastFromError(error, messages.titles.statusChangeFailed);
    }
  };
  return {
    id: 'change-status',
    label: title,
    icon: 'swap-horizontal',
    right,
    enabled,
    onSelect: (s) => void toggle(s),
  };
}
