import type { ReactNode } from 'react';
import { messages } from '../../shared/messages';
import { onlyOne } from './onlyOne';
import { toastFromError, toastSuccess } from './toast';
import { useConfirm } from './useConfirm';

/**
 * Change Status of the one selected row that is active or not (a user, a role): the question
 * first, then the call; its answer's message is toasted under `title`, a failure under 'Status
 * Change Failed'.
 */
export function useStatusToggle<Row>(
  title: string,
  question: (row: Row) => ReactNode,
  change: (row: Row) => Promise<{ message: string }>,
): (selected: readonly Row[]) => Promise<void> {
  const confirm = useConfirm();
  return async (selected) => {
    const row = onlyOne(selected);
    if (!row || !(await confirm({ title, message: question(row) }))) return;
    try {
      const answer = await change(row);
      void toastSuccess(title, answer.message);
    } catch (error) {
      void toastFromError(error, messages.titles.statusChangeFailed);
    }
  };
}
