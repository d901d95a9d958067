/** Words of the development outbox page (ours; a developer tool, not part of the spec). */
export const devTexts = {
  title: 'Sent Mails',
  intro:
    'Mails the server sent, newest first (at most 100). Open their links here to finish mailed flows locally.',
  filter: 'Filter by recipient email',
  refresh: 'Refresh',
  to: 'To',
  none: 'No mails have been sent yet.',
} as const;
