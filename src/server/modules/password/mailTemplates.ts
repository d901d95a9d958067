import { messages } from '../../../shared/messages';
import type { Mail } from '../../mail/mailer';
import { escapeHtml } from '../../mail/escapeHtml';

/** The mails of the password flow, in plain text and simple html. */

function greeting(firstName: string): string {
  return messages.mail.greeting(firstName.trim());
}

/** Where the code goes in the html line, so that the catalogue's sentence can put it in bold. */
const codeSlot = '{code}';

export function verificationCodeMail(input: {
  to: string;
  firstName: string;
  code: string;
  minutes: number;
}): Mail {
  const words = messages.mail.verificationCode;
  const hello = greeting(input.firstName);
  const lines = [words.code(input.code), words.validity(input.minutes), words.notAsked];
  const boldCode = `<strong style="font-size:20px;letter-spacing:4px">${escapeHtml(input.code)}</strong>`;
  return {
    to: input.to,
    subject: words.subject,
    text: [hello, '', ...lines, '', messages.mail.signature].join('\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(words.code(codeSlot)).replace(codeSlot, () => boldCode)}</p>`,
      `<p>${escapeHtml(lines[1] ?? '')}</p>`,
      `<p>${escapeHtml(lines[2] ?? '')}</p>`,
      `<p>${escapeHtml(messages.mail.signature)}</p>`,
    ].join('\n'),
  };
}

/**
 * Tells the owner their password changed, so that a change they did not make (a stolen session,
 * a read mailbox) does not go unnoticed; the link starts a reset.
 */
export function passwordChangedMail(input: { to: string; firstName: string; publicUrl: string }): Mail {
  const words = messages.mail.passwordChanged;
  const hello = greeting(input.firstName);
  const resetLink = `${input.publicUrl}/forgetpass`;
  const notice = words.notice;
  const warning = words.notYou;
  return {
    to: input.to,
    subject: words.subject,
    text: [hello, '', notice, `${warning} ${resetLink}`, '', messages.mail.signature].join('\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(notice)}</p>`,
      `<p>${escapeHtml(warning)} <a href="${escapeHtml(resetLink)}">${escapeHtml(resetLink)}</a></p>`,
      `<p>${escapeHtml(messages.mail.signature)}</p>`,
    ].join('\n'),
  };
}
