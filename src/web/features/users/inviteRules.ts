import { inviteResendAfterMs } from '../../../shared/constants';
import type { UserRow } from '../../../shared/contract/users';

/**
 * Resend Invite is offered to an active user who never set a password, once a day at most
 * (spec part 1 §4, §9); the server applies the same rule and answers why when it refuses.
 */
export function mayResendInvite(
  user: Pick<UserRow, 'has_password' | 'is_active' | 'invite_sent_at'>,
  now: number,
): boolean {
  if (user.has_password || !user.is_active) return false;
  if (user.invite_sent_at === null) return true;
  const sentAt = Date.parse(user.invite_sent_at);
  return Number.isNaN(sentAt) || now - sentAt >= inviteResendAfterMs;
}
