/**
 * When an invite may be sent again, for every screen that offers Resend Invite.
 * Kept out of index.ts, which the router imports: these load only with the screens that use them.
 */
export { mayResendInvite } from './inviteRules';
/** A user's account status (Active, Inactive, Pending) as the user lists show it. */
export { UserStatusTag } from './UserStatusTag';
