import { useCallback, useState } from 'react';
import { Button, Divider, Intent, PopoverNext, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { notificationDropdownPageSize } from '../../../shared/constants';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { useFetchNotificationsQuery } from './api';
import { badgeText } from './badgeText';
import { NotificationItem } from './NotificationItem';
import { notificationClasses } from './notificationClasses';
import { messages } from '../../../shared/messages';
import { useMarkAllRead } from './useMarkAllRead';
import { useOpenNotification } from './useOpenNotification';
import './notifications.css';
import { kitClasses } from '../../kit/kitClasses';

/**
 * The bell of the top bar: unread badge ('99+' above 99) and a panel with the 5 latest
 * notifications, 'Mark all read' and 'View all'. The live connection invalidates the
 * 'Notification' tag, so the badge follows new notifications without polling.
 */
export function NotificationBell() {
  const [isOpen, setIsOpen] = useState(false);
  const navigate = useNavigate();
  const { data, isLoading } = useFetchNotificationsQuery({ page: 1, per_page: notificationDropdownPageSize });
  const { markAllRead, isMarking } = useMarkAllRead();
  const close = useCallback(() => setIsOpen(false), []);
  const openNotification = useOpenNotification(close);

  const unread = data?.unread_count ?? 0;
  const badge = badgeText(unread);
  const latest = data?.notifications.data ?? [];

  const panel = (
    <div className={notificationClasses.panel}>
      <div className={`${kitClasses.spreadRow} ${notificationClasses.panelEdge}`}>
        <strong>{messages.notifications.notifications}</strong>
        <Button
          variant="minimal"
          size="small"
          text={messages.notifications.markAllRead}
          loading={isMarking}
          onClick={markAllRead}
        />
      </div>
      {isLoading ? (
        <LoadingBlock size="small" />
      ) : latest.length === 0 ? (
        <EmptyState compact icon="notifications" />
      ) : (
        <ul className={notificationClasses.list}>
          {latest.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={openNotification} />
          ))}
        </ul>
      )}
      <Divider />
      <div className={`${kitClasses.spreadRow} ${notificationClasses.panelEdge}`}>
        <Button
          variant="minimal"
          size="small"
          intent={Intent.PRIMARY}
          text={messages.notifications.viewAll}
          onClick={() => {
            close();
            void navigate('/notifications');
          }}
        />
      </div>
    </div>
  );

  return (
    <PopoverNext content={panel} isOpen={isOpen} onInteraction={setIsOpen} placement="bottom-end">
      <Button
        className={notificationClasses.bell}
        variant="minimal"
        icon="notifications"
        aria-label={messages.notifications.bellLabel(unread)}
      >
        {badge && (
          <Tag round intent={Intent.DANGER} className={notificationClasses.badge} aria-hidden>
            {badge}
          </Tag>
        )}
      </Button>
    </PopoverNext>
  );
}
