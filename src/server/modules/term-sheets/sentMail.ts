import { messages } from '../../../shared/messages';
import type { Mail } from '../../mail/mailer';

/** The mail an owner gets with a term sheet: a short text and the one-time signing link. */
export function termSheetMail(owner: { name: string; email: string }, company: string, url: string): Mail {
  const words = messages.termSheets.mail;
  return {
    to: owner.email,
    subject: words.subject(company),
    text: [
      messages.mail.greeting(owner.name.trim()),
      '',
      words.intro(company),
      `${words.action} ${url}`,
      '',
      messages.mail.signature,
    ].join('\n'),
  };
}
