import { z } from 'zod';
import { defineEndpoint, okStatus } from './endpoint';

/** A mail from the outbox, as the /dev/mails page lists it. */
export const SentMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
});
export type SentMail = z.infer<typeof SentMailSchema>;

/** The most mails the page lists. */
export const sentMailsLimit = 100;

export const devEndpoints = {
  sentMails: defineEndpoint({
    path: 'dev/mails',
    tag: 'dev',
    summary:
      'Development only: the newest mails of the outbox (up to 100), optionally to one address. ' +
      'Answers 404 unless the server runs with dev pages on (DEV_PAGES, off in production).',
    access: 'public',
    request: z.strictObject({ to: z.string().trim().max(100).optional() }),
    response: z.object({ status: okStatus, mails: z.array(SentMailSchema) }),
  }),
};
