import { messages } from '../../../shared/messages';
import type { Mail } from '../../mail/mailer';
import type { ProspectRecord } from './queries';

/**
 * The reminder Email to Prospect sends. A draft gets the link that resumes it on /registernow (the
 * draft token is the applicant's only key to it); a submitted application cannot be changed by the
 * applicant any more, so its mail asks for what is missing instead.
 */
export function reminderMail(prospect: ProspectRecord, publicUrl: string): Mail {
  const words = messages.prospect.list.mail;
  const hello = messages.mail.greeting(prospect.pocName.trim());
  const body = prospect.applicationCompletelyFilled
    ? [words.submittedIntro(prospect.companyBusinessName), words.submittedAction]
    : [
        words.draftIntro(prospect.companyBusinessName),
        `${words.draftAction} ${publicUrl}/registernow?id=${encodeURIComponent(prospect.draftToken)}`,
      ];
  return {
    to: prospect.pocEmail,
    subject: words.subject,
    text: [hello, '', ...body, '', messages.mail.signature].join('\n'),
  };
}
