/**
 * Words of the bell and the notifications screen that the spec does not quote (ours). They belong
 * in src/shared/messages.ts once its owner takes them in; spec texts come from the catalogue.
 */
export const notificationTexts = {
  notifications: 'Notifications',
  markAllRead: 'Mark all read',
  viewAll: 'View all',
  bellLabel: (unread: number): string => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  unread: 'Unread',
} as const;
