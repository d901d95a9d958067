import { eq } from 'drizzle-orm';
import { inviteResendAfterMs } from '../../../shared/constants';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { issueOneTimeToken } from '../password/oneTimeTokens';
import { inviteMail } from './inviteMail';
import { messages } from '../../../shared/messages';

export type InviteDeps = Pick<Deps, 'db' | 'clock' | 'mail' | 'publicUrl'>;

interface Invitee {
  id: string;
  email: string;
  firstName: string;
  username: string;
}

/**
 * Issues a one-time set-password link, records when it was sent and mails it. The mail goes out
 * after the token is stored, so a link in an inbox always works until used or superseded.
 */
export async function sendInvite(deps: InviteDeps, invitee: Invitee): Promise<void> {
  const now = deps.clock.now();
  const token = await deps.db.transaction(async (tx) => {
    const issued = await issueOneTimeToken(tx, invitee.id, 'invite', now);
    await tx.update(users).set({ inviteSentAt: now }).where(eq(users.id, invitee.id));
    return issued;
  });
  await deps.mail.send(
    inviteMail({
      to: invitee.email,
      firstName: invitee.firstName,
      username: invitee.username,
      link: `${deps.publicUrl}/setpassword/${token}`,
    }),
  );
}

/** A fresh invite only to a user who never set a password, and not twice within a day (spec §9). */
export function assertInviteMayBeResent(
  user: { hasPassword: boolean; isActive: boolean; inviteSentAt: Date | null },
  now: Date,
): void {
  if (user.hasPassword) throw badRequest(messages.user.inviteHasPassword);
  if (!user.isActive) throw badRequest(messages.user.inviteInactive);
  if (user.inviteSentAt && now.getTime() - user.inviteSentAt.getTime() < inviteResendAfterMs) {
    throw badRequest(messages.user.inviteTooSoon);
  }
}
