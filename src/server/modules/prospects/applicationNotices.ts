import { messages } from '../../../shared/messages';
import type { Tx } from '../../db/client';
import { recordNotifications, type RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import type { Mail } from '../../mail/mailer';
import type { ProspectRecord } from './queries';

/**
 * What a saved application tells others: staff who view prospects hear of a new application and
 * of a completed one; a public applicant is mailed the link that resumes the draft.
 */

/** The moments of an application that staff hear of. */
export type ApplicationEvent = 'created' | 'completed';

const noticeOf = {
  created: { type: 'new_prospect_application', content: messages.prospect.wizard.newApplication },
  completed: {
    type: 'prospect_application_completed',
    content: messages.prospect.wizard.applicationCompleted,
  },
} as const;

/**
 * Stores the notifications in the saving transaction (rung after the commit, so nobody hears of a
 * save that was rolled back). The staff member who made the change needs no bell for it.
 */
export function recordApplicationEvent(
  tx: Tx,
  caller: Caller | null,
  event: ApplicationEvent,
  row: ProspectRecord,
): Promise<RecordedNotification[]> {
  const notice = noticeOf[event];
  return recordNotifications(tx, {
    right: 'view_prospects',
    type: notice.type,
    content: notice.content(row.companyBusinessName),
    typeId: row.id,
    tags: ['Prospect'],
    ...(caller ? { exceptUserId: caller.userId } : {}),
  });
}

/** The link that resumes a draft: /registernow?id=<draft token>. */
function draftLink(publicUrl: string, draftToken: string): string {
  return `${publicUrl}/registernow?id=${encodeURIComponent(draftToken)}`;
}

/** The mail giving a public applicant the link back to their draft. */
export function draftLinkMail(publicUrl: string, row: ProspectRecord): Mail {
  return {
    to: row.pocEmail,
    subject: messages.prospect.wizard.draftMailSubject,
    text: messages.prospect.wizard.draftMailText(row.pocName, draftLink(publicUrl, row.draftToken)),
  };
}
