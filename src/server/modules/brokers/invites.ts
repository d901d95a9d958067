import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/access';
import { brokers } from '../../db/schema/brokers';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { conflict, forbidden, notFound } from '../../http/errors';
import { recordInvite, sentTooRecently } from '../users/invite';
import { partyRoleId, userHoldingEmail } from '../users/partyUsers';
import { brokerAnswers, brokerName } from './brokerTexts';
import { brokerById, type BrokerRecord } from './queries';
import { isApprovedOrLater } from './status';

type MailDeps = Pick<Deps, 'db' | 'clock' | 'mail' | 'publicUrl'>;

/** The broker's user: the linked one, or a new Broker-role user with no password. */
async function brokerUser(db: Db, row: BrokerRecord, now: Date) {
  if (row.userId) {
    const [linked] = await db.select().from(users).where(eq(users.id, row.userId)).limit(1);
    if (linked) return linked;
  }
  const sameEmail = await userHoldingEmail(db, row.email);
  if (sameEmail) {
    const reusable =
      sameEmail.roleType === 'broker' &&
      (sameEmail.user.brokerId === null || sameEmail.user.brokerId === row.id);
    if (!reusable) throw conflict(brokerAnswers.emailTaken);
    await db.update(users).set({ brokerId: row.id, updatedAt: now }).where(eq(users.id, sameEmail.user.id));
    return sameEmail.user;
  }
  const [created] = await db
    .insert(users)
    .values({
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      username: row.email.toLowerCase(),
      passwordHash: null,
      countryPhoneCode: row.countryPhoneCode,
      phoneNumber: row.phone,
      address: row.streetAddress,
      city: row.city,
      state: row.state,
      zip: row.zip,
      roleId: await partyRoleId(db, 'broker', brokerAnswers.brokerRoleMissing),
      brokerId: row.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!created) throw conflict(brokerAnswers.brokerRoleMissing);
  return created;
}

/**
 * broker/invite and broker/resend_invite: an Approved broker's user (created with no password when
 * missing) gets a one-time set-password link. A further invite waits a day and needs no password set.
 */
export async function inviteBroker(
  deps: MailDeps,
  id: number,
  mode: 'invite' | 'resend',
): Promise<{ message: string }> {
  const now = deps.clock.now();
  const sent = await deps.db.transaction(async (tx) => {
    const row = await brokerById(tx, id, true);
    if (!row) throw notFound(messages.http.notFound);
    if (!isApprovedOrLater(row.status)) throw conflict(brokerAnswers.inviteNotApproved);
    if (mode === 'resend' && row.inviteSendDate === null) throw conflict(brokerAnswers.inviteNotSent);
    const user = await brokerUser(tx, row, now);
    if (user.passwordHash !== null) throw conflict(brokerAnswers.inviteHasPassword);
    if (sentTooRecently(row.inviteSendDate, now)) throw conflict(brokerAnswers.inviteTooSoon);
    const deliver = await recordInvite(deps, tx, user, now);
    await tx
      .update(brokers)
      .set({ userId: user.id, inviteSendDate: now, updatedAt: now })
      .where(eq(brokers.id, row.id));
    return deliver;
  });
  sent();
  return { message: brokerAnswers.inviteSent };
}

/** broker/invite_client: a broker user mails a business the application link with its referral code. */
export async function inviteClient(
  deps: MailDeps,
  caller: Caller,
  email: string,
): Promise<{ message: string }> {
  if (caller.roleType !== 'broker') throw forbidden(brokerAnswers.inviteClientBrokerOnly);
  const row = caller.brokerId === null ? null : await brokerById(deps.db, caller.brokerId);
  if (!row || !isApprovedOrLater(row.status) || row.referralCode === null) {
    throw conflict(brokerAnswers.inviteClientNoBroker);
  }
  const link = `${deps.publicUrl}/registernow?referral=${encodeURIComponent(row.referralCode)}`;
  await deps.mail.send({
    to: email,
    subject: brokerAnswers.inviteClientSubject,
    text: brokerAnswers.inviteClientText(brokerName(row), link),
  });
  return { message: brokerAnswers.inviteClientSent };
}
