import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '../../../shared/contract/notifications';
import { notificationDestination } from '../../../shared/notificationKinds';
import { toastFromError } from '../../kit/toast';
import { useReadNotificationMutation } from './api';

/**
 * A click on a notification: marks it read and opens its target screen with the record's id (and
 * the client's prospect_id for debtors) as navigation state (spec part 3 §4 Notifications).
 */
export function useOpenNotification(onOpened?: () => void): (notification: Notification) => void {
  const navigate = useNavigate();
  const [readNotification] = useReadNotificationMutation();
  return useCallback(
    (notification: Notification) => {
      if (!notification.read) {
        readNotification({ id: notification.id })
          .unwrap()
          .catch((error: unknown) => void toastFromError(error));
      }
      onOpened?.();
      const destination = notificationDestination(notification);
      if (destination) void navigate(destination.path, { state: destination.state });
    },
    [navigate, onOpened, readNotification],
  );
}
