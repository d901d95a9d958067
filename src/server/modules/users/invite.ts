import { eq } from 'drizzle-orm';
import { inviteResendAfterMs } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { issueOneTimeToken } from '../password/oneTimeTokens';
import { inviteMail } from './inviteMail';
import { messages } from '../../../shared/messages';

export type InviteDeps = Pick<Deps, 'db' | 'clock' | 'mail' | 'publicUrl'>;

export interface Invitee {
  id: string;
  email: string;
  firstName: string;
  username: string;
}

/**
 * Issues a one-time set-password link, records when it was sent and puts the mail in the outbox,
 * all within `tx`, the caller's transaction: the link and its mail commit together. Answers the
 * delivery, to call once that transaction has committed.
 */
export async function recordInvite(
  deps: InviteDeps,
  tx: Db,
  invitee: Invitee,
  now: Date,
): Promise<() => void> {
  const token = await issueOneTimeToken(tx, invitee.id, 'invite', now);
  await tx.update(users).set({ inviteSentAt: now }).where(eq(users.id, invitee.id));
  return deps.mail.record(
    tx,
    inviteMail({
      to: invitee.email,
      firstName: invitee.firstName,
      username: invitee.username,
      link: `${deps.publicUrl}/setpassword/${token}`,
    }),
  );
}

/** Issues and mails a fresh invite in a transaction of its own. */
export async function sendInvite(deps: InviteDeps, invitee: Invitee): Promise<void> {
  const deliver = await deps.db.transaction((tx) => recordInvite(deps, tx, invitee, deps.clock.now()));
  deliver();
}

/** Whether an invite sent then is too recent to send another: a further invite waits a day (spec §9). */
export function sentTooRecently(sentAt: Date | null, now: Date): boolean {
  return sentAt !== null && now.getTime() - sentAt.getTime() < inviteResendAfterMs;
}

/** A fresh invite only to a user who never set a password, and not twice within a day (spec §9). */
export function assertInviteMayBeResent(
  user: { hasPassword: boolean; isActive: boolean; inviteSentAt: Date | null },
  now: Date,
): void {
  if (user.hasPassword) throw badRequest(messages.user.inviteHasPassword);
  if (!user.isActive) throw badRequest(messages.user.inviteInactive);
  if (sentTooRecently(user.inviteSentAt, now)) throw badRequest(messages.user.inviteTooSoon);
}
