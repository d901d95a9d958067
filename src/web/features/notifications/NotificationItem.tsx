import type { Notification } from '../../../shared/contract/notifications';
import { formatUsDateTime } from '../../../shared/dates';
import { notificationKindOf } from '../../../shared/notificationKinds';
import { notificationClasses } from './notificationClasses';
import { messages } from '../../../shared/messages';
import './notifications.css';

const [, , unreadLabel] = messages.notifications.tabs;

export interface NotificationItemProps {
  /** The notification shown. */
  notification: Notification;
  /** Called when the notification is clicked (marks it read and opens its screen). */
  onOpen: (notification: Notification) => void;
}

/** One notification in the bell or on /notifications: its text and time, unread ones marked. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const text = notification.content || notificationKindOf(notification.type)?.label || notification.type;
  const className = notification.read
    ? notificationClasses.item
    : `${notificationClasses.item} ${notificationClasses.itemUnread}`;
  return (
    <li>
      <button type="button" className={className} onClick={() => onOpen(notification)}>
        {!notification.read && (
          <span className={notificationClasses.screenReaderOnly}>{`${unreadLabel}: `}</span>
        )}
        {text}
        <time className={notificationClasses.itemTime} dateTime={notification.created_at}>
          {formatUsDateTime(notification.created_at)}
        </time>
      </button>
    </li>
  );
}
