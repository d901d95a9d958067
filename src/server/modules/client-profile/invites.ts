import { messages } from '../../../shared/messages';
import type { ClientUserRow } from '../../../shared/contract/clientProfile';
import type { ClientUserInvite } from '../../../shared/validation/clientUserInvite';
import { users } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { conflict, HttpError, notFound } from '../../http/errors';
import { recordInvite, sentTooRecently, type InviteDeps } from '../users/invite';
import { brokeUniqueIndex } from '../../db/uniqueViolation';
import { partyRoleId, userHoldingEmail } from '../users/partyUsers';
import { clientOfCaller, isClosed } from './clientOfCaller';
import { clientUserForUpdate, toClientUserRow } from './clientUsers';

const S = messages.clientProfile;

/**
 * client/invite: a new Client-role user of the client, with no password, mailed a one-time
 * set-password link. The user, its link and the mail commit together and the mail leaves after the
 * commit. An email any user already holds is refused (409). Two invites of one email at once
 * follow each other on the client's row lock, or, for two clients, meet at the users table's
 * unique email index: one wins, the other answers 409. A terminated or deleted client takes no
 * new users.
 */
export async function inviteClientUser(
  deps: InviteDeps,
  caller: Caller,
  prospectId: number,
  form: ClientUserInvite,
): Promise<{ message: string; user: ClientUserRow }> {
  const now = deps.clock.now();
  const invited = await deps.db.transaction(async (tx) => {
    const client = await clientOfCaller(tx, caller, prospectId, true);
    if (isClosed(client)) throw conflict(S.clientClosed);
    if (await userHoldingEmail(tx, form.email)) throw conflict(S.emailTaken(form.email));
    const [created] = await tx
      .insert(users)
      .values({
        firstName: form.first_name,
        lastName: form.last_name,
        email: form.email,
        username: form.email.toLowerCase(),
        // No password: the user sets one through the invite link, and is Pending until then.
        passwordHash: null,
        countryPhoneCode: form.country_phone_code,
        phoneNumber: form.phone_number,
        roleId: await partyRoleId(tx, 'client', S.clientRoleMissing),
        companyId: client.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .catch((error: unknown) => {
        throw brokeUniqueIndex(error) ? conflict(S.emailTaken(form.email)) : error;
      });
    if (!created) throw new HttpError(500, messages.generic.failure);
    const deliver = await recordInvite(deps, tx, created, now);
    return { deliver, user: toClientUserRow({ ...created, inviteSentAt: now }) };
  });
  invited.deliver();
  return { message: S.invited, user: invited.user };
}

/**
 * client/resend_invite: a fresh link for a user of this client who never set a password, active,
 * and last invited over a day ago (the broker's rule, spec part 1 §4, §9), while the client is open.
 */
export async function resendClientInvite(
  deps: InviteDeps,
  caller: Caller,
  prospectId: number,
  userId: string,
): Promise<{ message: string }> {
  const now = deps.clock.now();
  const deliver = await deps.db.transaction(async (tx) => {
    const client = await clientOfCaller(tx, caller, prospectId);
    const user = await clientUserForUpdate(tx, client.id, userId);
    if (!user) throw notFound(messages.http.notFound);
    if (isClosed(client)) throw conflict(S.clientClosed);
    if (user.passwordHash !== null) throw conflict(S.inviteHasPassword);
    if (!user.isActive) throw conflict(S.inviteInactive);
    if (sentTooRecently(user.inviteSentAt, now)) throw conflict(S.inviteTooSoon);
    return recordInvite(deps, tx, user, now);
  });
  deliver();
  return { message: S.inviteResent };
}
