/** Class names of the bell and the notifications screen (styled in notifications.css). */
export const notificationClasses = {
  bell: 'fd-bell',
  badge: 'fd-bell-badge',
  panel: 'fd-bell-panel',
  panelEdge: 'fd-bell-panel-edge',
  list: 'fd-notification-list',
  item: 'fd-notification',
  itemUnread: 'fd-notification-unread',
  itemTime: 'fd-notification-time',
  /** Read by screen readers, not shown. */
  screenReaderOnly: 'fd-notification-sr',
} as const;
