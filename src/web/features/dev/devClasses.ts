/** Class names of the development outbox page (styled in dev.css). */
export const devClasses = {
  mailText: 'fd-mail-text',
} as const;
