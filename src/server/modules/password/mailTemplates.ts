import type { Mail } from '../../mail/mailer';

/** The mails of the password flow, in plain text and simple html. */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function greeting(firstName: string): string {
  return firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,';
}

export function verificationCodeMail(input: {
  to: string;
  firstName: string;
  code: string;
  minutes: number;
}): Mail {
  const hello = greeting(input.firstName);
  const lines = [
    `Your FactorDesk verification code is ${input.code}.`,
    `It can be used once and expires in ${input.minutes} minutes.`,
    'If you did not ask to reset your password, you can ignore this mail: your password stays as it is.',
  ];
  return {
    to: input.to,
    subject: 'FactorDesk verification code',
    text: [hello, '', ...lines, '', 'FactorDesk'].join('\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>Your FactorDesk verification code is <strong style="font-size:20px;letter-spacing:4px">${escapeHtml(input.code)}</strong>.</p>`,
      `<p>${escapeHtml(lines[1] ?? '')}</p>`,
      `<p>${escapeHtml(lines[2] ?? '')}</p>`,
      '<p>FactorDesk</p>',
    ].join('\n'),
  };
}

/**
 * Tells the owner their password changed, so that a change they did not make (a stolen session,
 * a read mailbox) does not go unnoticed; the link starts a reset.
 */
export function passwordChangedMail(input: { to: string; firstName: string; publicUrl: string }): Mail {
  const hello = greeting(input.firstName);
  const resetLink = `${input.publicUrl}/forgetpass`;
  const notice = 'Your FactorDesk password has just been changed, and you were signed out everywhere else.';
  const warning = 'If this was not you, reset your password now:';
  return {
    to: input.to,
    subject: 'Your FactorDesk password was changed',
    text: [hello, '', notice, `${warning} ${resetLink}`, '', 'FactorDesk'].join('\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(notice)}</p>`,
      `<p>${escapeHtml(warning)} <a href="${escapeHtml(resetLink)}">${escapeHtml(resetLink)}</a></p>`,
      '<p>FactorDesk</p>',
    ].join('\n'),
  };
}
