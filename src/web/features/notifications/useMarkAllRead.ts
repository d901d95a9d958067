import { useCallback } from 'react';
import { messages } from '../../../shared/messages';
import { toastFromError, toastSuccess, toastWarning } from '../../kit/toast';
import { useReadAllNotificationsMutation } from './api';

/**
 * 'Mark all read': with unread notifications it succeeds; with none the server answers marked 0
 * and the user sees the spec's warning (part 3 §8).
 */
export function useMarkAllRead(): { markAllRead: () => void; isMarking: boolean } {
  const [readAll, { isLoading }] = useReadAllNotificationsMutation();
  const markAllRead = useCallback(() => {
    readAll()
      .unwrap()
      .then((answer) =>
        answer.marked > 0
          ? toastSuccess(messages.notifications.allRead)
          : toastWarning(messages.notifications.noneUnread),
      )
      .catch((error: unknown) => toastFromError(error));
  }, [readAll]);
  return { markAllRead, isMarking: isLoading };
}
