import { inviteResendAfterMs } from '../../../shared/constants';
import type { DebtorContactRow, DebtorUser } from '../../../shared/contract/debtors';

/** Whether a user holding the contact's email has set a password: such a contact is never invited. */
export function hasSignedUp(contact: Pick<DebtorContactRow, 'email'>, users: readonly DebtorUser[]): boolean {
  const email = contact.email.toLowerCase();
  return users.some((user) => user.email.toLowerCase() === email && user.has_password);
}

/** Invite Debtor counts the stored contacts never invited whose email has no password yet. */
export function needsInvite(contact: DebtorContactRow, users: readonly DebtorUser[]): boolean {
  return contact.invite_send_date === null && !hasSignedUp(contact, users);
}

/**
 * Resend Invite: only for a contact invited more than a day ago whose email has no user with a
 * password yet (spec part 2 §4, §9); the server applies the same rule.
 */
export function mayResendInvite(
  contact: DebtorContactRow,
  users: readonly DebtorUser[],
  now: number,
): boolean {
  if (contact.invite_send_date === null || hasSignedUp(contact, users)) return false;
  const sentAt = Date.parse(contact.invite_send_date);
  return Number.isNaN(sentAt) || now - sentAt >= inviteResendAfterMs;
}
