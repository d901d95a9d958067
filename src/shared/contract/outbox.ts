import { z } from 'zod';
import { defineEndpoint, answerWith } from './endpoint';
import { TextSchema } from './text';

/** A mail from the outbox, as the /outbox screen lists it. */
export const SentMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
});
export type SentMail = z.infer<typeof SentMailSchema>;

/** The most mails the screen lists. */
export const sentMailsLimit = 100;

export const outboxEndpoints = {
  sentMails: defineEndpoint({
    path: 'outbox/fetch',
    tag: 'outbox',
    summary:
      'The newest mails of the outbox (up to 100), optionally to one address, for finishing mailed flows ' +
      'without a mail server. Offered only while no SMTP_URL is set (otherwise 404); it holds ' +
      "other people's one-time links and codes, hence its own right.",
    access: { all: ['view_outbox'] },
    request: z.strictObject({ to: TextSchema({ label: 'to', max: 100 }).optional() }),
    response: answerWith({ mails: z.array(SentMailSchema) }),
  }),
};
