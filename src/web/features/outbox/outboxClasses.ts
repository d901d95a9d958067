/** Class names of the outbox screen (styled in outbox.css). */
export const outboxClasses = {
  mailText: 'fd-mail-text',
} as const;
