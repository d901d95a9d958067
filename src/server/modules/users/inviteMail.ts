import { messages } from '../../../shared/messages';
import type { Mail } from '../../mail/mailer';
import { escapeHtml } from '../../mail/escapeHtml';

/** The invite a new user gets: a one-time link to set the first password (valid 7 days). */
export function inviteMail(input: { to: string; firstName: string; username: string; link: string }): Mail {
  const words = messages.mail.invite;
  const hello = messages.mail.greeting(input.firstName.trim());
  const intro = words.intro(input.username);
  const action = words.action;
  const note = words.note;
  return {
    to: input.to,
    subject: words.subject,
    text: [hello, '', intro, `${action} ${input.link}`, '', note, '', messages.mail.signature].join('\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(action)} <a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
      `<p>${escapeHtml(note)}</p>`,
      `<p>${escapeHtml(messages.mail.signature)}</p>`,
    ].join('\n'),
  };
}
