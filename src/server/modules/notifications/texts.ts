/**
 * The server's answers about notifications where the spec shows no text (ours). They belong in
 * src/shared/messages.ts once its owner takes them in.
 */
export const notificationTexts = {
  marked: 'Notification has been marked as read.',
};
