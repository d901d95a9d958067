import { useCallback } from 'react';
import { messages } from '../../../shared/messages';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { confirm, confirmPresets } from '../../kit/useConfirm';

/** A row of a step's list: stored rows carry the id the server gave them. */
export interface ListRow {
  id?: number | string | undefined;
}

/**
 * Removes a row of the owners or suppliers list. A row the server stores is removed there first
 * (after 'Are you sure, you want to delete?'); a row never saved simply goes.
 */
export function useStoredRowRemoval<T extends ListRow>(
  item: string,
  removeStored: (id: number) => Promise<unknown>,
  removeFromForm: (index: number) => void,
) {
  return useCallback(
    async (rows: readonly T[], index: number) => {
      const id = rows[index]?.id;
      if (typeof id !== 'number') {
        removeFromForm(index);
        return;
      }
      if (!(await confirm(confirmPresets.delete))) return;
      try {
        await removeStored(id);
        const toast = messages.crud.deleted(item);
        void toastSuccess(toast.title, toast.message);
        removeFromForm(index);
      } catch (error) {
        void toastFromError(error, messages.titles.deletionFailed);
      }
    },
    [item, removeStored, removeFromForm],
  );
}
