import { useCallback } from 'react';
import { messages } from '../../shared/messages';
import { saveFailureMessage } from '../api/saveFailure';
import { toastError, toastSuccess } from './toast';
import { useLeaveAfterSave } from './useLeaveAfterSave';

/** What the toasts of a record's save say. */
export interface SavedRecord<T> {
  /** The record in the toasts' words: 'User'. */
  item: string;
  /** Whether it existed: 'User Updated', or a failure titled 'Error'; else 'User Created', 'Creation Failed'. */
  existed: boolean;
  /** The success text taken from the server's answer instead of the catalogue's. */
  savedText?: (answer: T) => string;
  /** Said when the server failed or never answered (when it refused, its own words are said). */
  fallback?: string;
}

/**
 * A form page's save: the success toast and back to `to`, or the failure toast, the form staying
 * as it is. Unsaved changes are guarded while `isDirty` until the save.
 */
export function useSaveAndLeave(
  isDirty: boolean,
  to: string,
): <T>(save: () => Promise<T>, record: SavedRecord<T>) => Promise<void> {
  const leaveAfterSave = useLeaveAfterSave(isDirty, to);
  return useCallback(
    async <T>(save: () => Promise<T>, record: SavedRecord<T>) => {
      try {
        const answer = await save();
        const toast = record.existed
          ? messages.crud.updated(record.item)
          : messages.crud.created(record.item);
        void toastSuccess(toast.title, record.savedText?.(answer) ?? toast.message);
        leaveAfterSave();
      } catch (error) {
        void toastError(
          record.existed ? messages.titles.error : messages.titles.creationFailed,
          saveFailureMessage(error, record.fallback ?? messages.generic.failure),
        );
      }
    },
    [leaveAfterSave],
  );
}
