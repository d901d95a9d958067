import { asc, eq, inArray } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { debtorContacts, users } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { conflict, HttpError, notFound } from '../../http/errors';
import { partyOf } from '../../http/scope';
import { recordInvite, sentTooRecently } from '../users/invite';
import { partyRoleId, userHoldingEmail } from '../users/partyUsers';
import { debtorIsVisible } from './queries';
import type { ContactRecord } from './records';

const S = messages.debtor.screens;

type InviteDeps = Pick<Deps, 'db' | 'clock' | 'mail' | 'publicUrl'>;
type UserRecord = typeof users.$inferSelect;

/**
 * The contact's Debtor-role user: the one an earlier invite made, a Debtor user of the same debtor
 * (or of none) holding the email, or a new one with no password. An email another kind of user or
 * another debtor's user holds is refused. A user re-invited after its contact was removed signs in again.
 */
async function contactUser(db: Db, contact: ContactRecord, roleId: number, now: Date): Promise<UserRecord> {
  const sameEmail = await userHoldingEmail(db, contact.email);
  if (sameEmail) {
    const { user } = sameEmail;
    const ours =
      sameEmail.roleType === 'debtor' && (user.debtorId === null || user.debtorId === contact.debtorId);
    if (!ours) throw conflict(S.inviteEmailTaken(contact.email));
    const [linked] = await db
      .update(users)
      .set({ debtorId: contact.debtorId, isActive: true, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    return linked ?? user;
  }
  const [created] = await db
    .insert(users)
    .values({
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      username: contact.email.toLowerCase(),
      // No password: the contact sets one through the invite link.
      passwordHash: null,
      countryPhoneCode: contact.countryPhoneCode,
      phoneNumber: contact.phone,
      roleId,
      debtorId: contact.debtorId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!created) throw new HttpError(500, messages.generic.failure);
  return created;
}

/**
 * Invites contacts, all or none: each gets a Debtor-role user linked to its debtor and a one-time
 * set-password link. A contact whose email has a user with a password is never invited again, and
 * a further invite waits a day after the last (spec part 2 §4, §9). The links and their mails
 * commit together; the mails are delivered after the commit, so a link in an inbox always works.
 */
async function inviteContacts(
  deps: InviteDeps,
  caller: Caller,
  contactIds: readonly number[],
  check?: (contact: ContactRecord) => void,
): Promise<number> {
  // Hidden from client users on the screen (spec part 2 §2), and refused here alike.
  if (partyOf(caller).kind === 'client') throw conflict(S.inviteByStaff);
  const wanted = [...new Set(contactIds)];
  const now = deps.clock.now();
  const deliveries = await deps.db.transaction(async (tx) => {
    const contacts = await tx
      .select()
      .from(debtorContacts)
      .where(inArray(debtorContacts.id, wanted))
      .orderBy(asc(debtorContacts.id))
      .for('update');
    if (contacts.length !== wanted.length) throw notFound(messages.http.notFound);
    for (const debtorId of new Set(contacts.map((contact) => contact.debtorId))) {
      if (!(await debtorIsVisible(tx, caller, debtorId))) throw notFound(messages.http.notFound);
    }
    const roleId = await partyRoleId(tx, 'debtor', S.debtorRoleMissing);
    const sent: (() => void)[] = [];
    for (const contact of contacts) {
      check?.(contact);
      const user = await contactUser(tx, contact, roleId, now);
      if (user.passwordHash !== null) throw conflict(S.inviteHasPassword(contact.email));
      if (sentTooRecently(contact.inviteSendDate, now)) throw conflict(S.inviteTooSoon(contact.email));
      sent.push(await recordInvite(deps, tx, user, now));
      await tx
        .update(debtorContacts)
        .set({ userId: user.id, inviteSendDate: now })
        .where(eq(debtorContacts.id, contact.id));
    }
    return sent;
  });
  for (const deliver of deliveries) deliver();
  return deliveries.length;
}

/** debtor/invite: the Invite Debtor button, for the contacts that need an invite. */
export async function inviteDebtorContacts(
  deps: InviteDeps,
  caller: Caller,
  contactIds: readonly number[],
): Promise<string> {
  return S.invited(await inviteContacts(deps, caller, contactIds));
}

/** debtor/resend_invite: Resend Invite of one contact, named by id and the email the screen shows. */
export async function resendDebtorInvite(
  deps: InviteDeps,
  caller: Caller,
  contactId: number,
  email: string,
): Promise<string> {
  await inviteContacts(deps, caller, [contactId], (contact) => {
    if (contact.inviteSendDate === null) throw conflict(S.inviteNotSent);
    if (contact.email.toLowerCase() !== email.trim().toLowerCase()) throw conflict(S.inviteEmailChanged);
  });
  return S.inviteResent;
}
