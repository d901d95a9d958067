import type { Mail } from '../../mail/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The invite a new user gets: a one-time link to set the first password (valid 7 days). */
export function inviteMail(input: { to: string; firstName: string; username: string; link: string }): Mail {
  const hello = input.firstName.trim() ? `Hello ${input.firstName.trim()},` : 'Hello,';
  const intro = `An account has been created for you on FactorDesk with the username ${input.username}.`;
  const action = 'Set your password to sign in:';
  const note =
    'The link can be used once and expires in 7 days. Ask your administrator for a new one if it has.';
  return {
    to: input.to,
    subject: 'You are invited to FactorDesk',
    text: [hello, '', intro, `${action} ${input.link}`, '', note, '', 'FactorDesk'].join('\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(action)} <a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
      `<p>${escapeHtml(note)}</p>`,
      '<p>FactorDesk</p>',
    ].join('\n'),
  };
}
