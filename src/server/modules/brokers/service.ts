import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { brokerStatuses, inviteResendAfterMs, referralCodeLength } from '../../../shared/constants';
import {
  brokerStatusValues,
  mayMoveBroker,
  type Broker,
  type BrokerSaveRequest,
  type BrokerSignupRequest,
} from '../../../shared/contract/brokers';
import { formatUsDate } from '../../../shared/dates';
import { dropdownLabel } from '../../../shared/dropdowns';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema/access';
import { brokers } from '../../db/schema/brokers';
import type { Deps } from '../../deps';
import { recordNotifications, ringBells, type RecordedNotification } from '../../events/notify';
import { holdsAll, type Caller } from '../../http/caller';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { PageAnswer } from '../../http/paging';
import { partyOf, scopeCondition } from '../../http/scope';
import { recordInvite } from '../users/invite';
import {
  brokerById,
  brokerByReferralCode,
  listBrokers,
  visibleBrokerById,
  readBroker,
  referralCodeTaken,
  type BrokerListRequest,
  type BrokerRecord,
} from './queries';

/** Ours: the server's answers about brokers where the spec shows no text (the form's own are in brokerFormTexts). */
/** The broker area's texts, from the catalogue. */
export const brokerAnswers = { ...messages.broker.form, ...messages.broker.answers };

type BrokerDeps = Pick<Deps, 'db' | 'clock' | 'realtime'>;
type MailDeps = Pick<Deps, 'db' | 'clock' | 'mail' | 'publicUrl'>;

function sensitiveOf(caller: Caller | null): boolean {
  return caller?.sensitiveInformationDisclosure ?? false;
}

function nameOf(row: Pick<BrokerRecord, 'firstName' | 'lastName'>): string {
  return `${row.firstName} ${row.lastName}`.trim();
}

const codeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Seven crypto-random alphanumeric characters. */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < referralCodeLength; i += 1) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

async function uniqueReferralCode(db: Db): Promise<string> {
  for (;;) {
    const code = newReferralCode();
    if (!(await referralCodeTaken(db, code))) return code;
  }
}

/** An Approved broker (2) may only move to 3; any other status may move freely. */
export function assertTransition(from: number, to: number): void {
  if (!mayMoveBroker(from, to)) throw conflict(brokerAnswers.approvedLocked);
}

/** Staff who manage brokers hear of a broker's new status; the one who changed it needs no bell. */
async function statusNotices(
  tx: Db,
  changed: readonly Pick<BrokerRecord, 'id' | 'firstName' | 'lastName' | 'status'>[],
  by: Caller,
): Promise<RecordedNotification[]> {
  const bells: RecordedNotification[] = [];
  for (const row of changed) {
    const recorded = await recordNotifications(tx, {
      right: 'view_brokers',
      type: 'broker_status_changed',
      content: messages.broker.screens.notices.statusChanged(
        nameOf(row),
        dropdownLabel('broker_status', row.status) ?? String(row.status),
      ),
      typeId: row.id,
      exceptUserId: by.userId,
      tags: ['Broker'],
    });
    bells.push(...recorded);
  }
  return bells;
}

function isApprovedOrLater(status: number): boolean {
  return status === brokerStatuses.approved || status === brokerStatuses.afterApproved;
}

/** The columns a status change writes, with a referral code on approval when none was issued. */
async function statusChange(db: Db, row: BrokerRecord, to: number, now: Date) {
  assertTransition(row.status, to);
  const referralCode =
    to === brokerStatuses.approved && row.referralCode === null
      ? await uniqueReferralCode(db)
      : row.referralCode;
  return { status: to, brokerStatus: to, referralCode, updatedAt: now };
}

function formColumns(values: BrokerSignupRequest | BrokerSaveRequest) {
  return {
    firstName: values.first_name,
    lastName: values.last_name,
    email: values.email,
    countryPhoneCode: values.country_phone_code,
    phone: values.phone,
    countryFaxCode: values.country_fax_code,
    fax: values.fax,
    countryTelephoneCode: values.country_telephone_code,
    telephone: values.telephone,
    streetAddress: values.street_address,
    zip: values.zip,
    state: values.state,
    city: values.city,
    stateOfFormation: values.state_of_formation,
  };
}

/**
 * broker/save: adds a broker (no id) or edits one. Tax ID/SSN and license number are required on a
 * new broker; on an edit a caller without sensitive_information_disclosure never replaces them.
 */
export async function saveBroker(
  deps: BrokerDeps,
  caller: Caller,
  body: BrokerSaveRequest,
): Promise<{ message: string; brokers: Broker }> {
  const sensitive = sensitiveOf(caller);
  const now = deps.clock.now();
  // The form's status dropdown is the status change right's too.
  if (body.status !== undefined && !holdsAll(caller, ['broker_status_change'])) {
    const keepsPending = !body.id && body.status === brokerStatusValues.pending;
    if (!keepsPending && !(body.id && (await brokerById(deps.db, body.id))?.status === body.status)) {
      throw forbidden(messages.http.forbidden);
    }
  }
  const saved = await deps.db.transaction(async (tx) => {
    const columns = { ...formColumns(body), updatedAt: now };
    if (body.company_id !== undefined) Object.assign(columns, { companyId: body.company_id });
    if (!body.id) {
      if (body.ssn === undefined) throw badRequest(messages.broker.taxIdRequired);
      if (body.license_number === undefined) throw badRequest(messages.broker.licenseRequired);
      const status = body.status ?? brokerStatusValues.pending;
      const referralCode = status === brokerStatuses.approved ? await uniqueReferralCode(tx) : null;
      const [created] = await tx
        .insert(brokers)
        .values({
          ...columns,
          ssn: body.ssn,
          licenseNumber: body.license_number,
          status,
          brokerStatus: status,
          referralCode,
          createdAt: now,
        })
        .returning();
      if (!created) throw notFound(messages.http.notFound);
      return { message: brokerAnswers.saved, brokers: await readBroker(tx, created, sensitive), bells: [] };
    }
    const row = await brokerById(tx, body.id, true);
    if (!row) throw notFound(messages.http.notFound);
    const changes: Partial<typeof brokers.$inferInsert> = { ...columns };
    if (sensitive && body.ssn !== undefined) changes.ssn = body.ssn;
    if (sensitive && body.license_number !== undefined) changes.licenseNumber = body.license_number;
    if (body.status !== undefined && body.status !== row.status) {
      Object.assign(changes, await statusChange(tx, row, body.status, now));
    }
    const [updated] = await tx.update(brokers).set(changes).where(eq(brokers.id, row.id)).returning();
    if (!updated) throw notFound(messages.http.notFound);
    return {
      message: brokerAnswers.saved,
      brokers: await readBroker(tx, updated, sensitive),
      bells: updated.status !== row.status ? await statusNotices(tx, [updated], caller) : [],
    };
  });
  ringBells(deps.realtime, saved.bells);
  return { message: saved.message, brokers: saved.brokers };
}

/** broker/signup: the public /becomepartner form; the broker starts pending and staff hear of it. */
export async function signupBroker(
  deps: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  body: BrokerSignupRequest,
): Promise<{ message: string }> {
  const now = deps.clock.now();
  // The application and the staff's notices of it commit together; the bells ring after.
  const bells = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(brokers)
      .values({
        ...formColumns(body),
        ssn: body.ssn,
        licenseNumber: body.license_number,
        status: brokerStatusValues.pending,
        brokerStatus: brokerStatusValues.pending,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: brokers.id, firstName: brokers.firstName, lastName: brokers.lastName });
    if (!created) return [];
    return recordNotifications(tx, {
      right: 'view_brokers',
      type: 'new_broker_application',
      content: brokerAnswers.newApplication(nameOf(created)),
      typeId: created.id,
      tags: ['Broker'],
    });
  });
  ringBells(deps.realtime, bells);
  return { message: brokerAnswers.signedUp };
}

export async function fetchBrokers(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  request: BrokerListRequest,
): Promise<PageAnswer<Broker>> {
  return listBrokers(deps.db, request, sensitiveOf(caller));
}

/**
 * broker/details: staff holding view_brokers read any broker; a broker user reads only its own
 * record (its referral agreement), and every other id answers 404 like a missing one.
 */
export async function brokerDetails(deps: Pick<Deps, 'db'>, caller: Caller, id: number): Promise<Broker> {
  if (partyOf(caller).kind === 'staff' && !holdsAll(caller, ['view_brokers'])) {
    throw forbidden(messages.http.forbidden);
  }
  const row = await visibleBrokerById(deps.db, id, scopeCondition(caller, { broker: brokers.id }));
  if (!row) throw notFound(messages.http.notFound);
  return readBroker(deps.db, row, sensitiveOf(caller));
}

/** broker/change_status: all selected brokers move, or none (an Approved one only to 3). */
export async function changeBrokerStatus(
  deps: BrokerDeps,
  caller: Caller,
  ids: readonly number[],
  status: number,
): Promise<{ message: string }> {
  const now = deps.clock.now();
  const wanted = [...new Set(ids)];
  const bells = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(brokers)
      .where(and(inArray(brokers.id, wanted), isNull(brokers.deletedAt)))
      .orderBy(asc(brokers.id))
      .for('update');
    if (rows.length !== wanted.length) throw notFound(messages.http.notFound);
    const changed: BrokerRecord[] = [];
    for (const row of rows) {
      if (row.status === status) continue;
      const change = await statusChange(tx, row, status, now);
      await tx.update(brokers).set(change).where(eq(brokers.id, row.id));
      changed.push({ ...row, ...change });
    }
    return statusNotices(tx, changed, caller);
  });
  ringBells(deps.realtime, bells);
  return { message: brokerAnswers.statusChanged };
}

/**
 * broker/agreement/email: only for an Approved broker; stores and mails the date and commission,
 * and tells the other staff who manage brokers.
 */
export async function sendAgreement(
  deps: MailDeps & Pick<Deps, 'realtime'>,
  caller: Caller,
  input: { id: number; agreement_date: string; broker_commission: string },
): Promise<{ message: string }> {
  const now = deps.clock.now();
  // The terms, their mail and the staff's notices commit together; delivery and bells follow.
  const sent = await deps.db.transaction(async (tx) => {
    const row = await brokerById(tx, input.id, true);
    if (!row) throw notFound(messages.http.notFound);
    if (row.status !== brokerStatuses.approved) throw conflict(brokerAnswers.agreementNotApproved);
    await tx
      .update(brokers)
      .set({ agreementDate: input.agreement_date, brokerCommission: input.broker_commission, updatedAt: now })
      .where(eq(brokers.id, row.id));
    const link = `${deps.publicUrl}/terms&conditions?id=${row.id}`;
    const deliver = await deps.mail.record(tx, {
      to: row.email,
      subject: brokerAnswers.agreementSubject,
      text: brokerAnswers.agreementText(nameOf(row), input.agreement_date, input.broker_commission, link),
    });
    const bells = await recordNotifications(tx, {
      right: 'view_brokers',
      type: 'broker_agreement_sent',
      content: messages.broker.screens.notices.agreementSent(
        nameOf(row),
        formatUsDate(input.agreement_date),
        input.broker_commission,
      ),
      typeId: row.id,
      exceptUserId: caller.userId,
      tags: ['Broker'],
    });
    return { deliver, bells };
  });
  sent.deliver();
  ringBells(deps.realtime, sent.bells);
  return { message: messages.broker.agreementSent };
}

async function brokerRoleId(db: Db): Promise<number> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleType, 'broker')).limit(1);
  if (!role) throw conflict(brokerAnswers.brokerRoleMissing);
  return role.id;
}

/** The broker's user: the linked one, or a new Broker-role user with no password. */
async function brokerUser(db: Db, row: BrokerRecord, now: Date) {
  if (row.userId) {
    const [linked] = await db.select().from(users).where(eq(users.id, row.userId)).limit(1);
    if (linked) return linked;
  }
  const [sameEmail] = await db
    .select({ user: users, roleType: roles.roleType })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(sql`lower(${users.email}) = ${row.email.toLowerCase()}`)
    .limit(1);
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
      roleId: await brokerRoleId(db),
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
    if (row.inviteSendDate && now.getTime() - row.inviteSendDate.getTime() < inviteResendAfterMs) {
      throw conflict(brokerAnswers.inviteTooSoon);
    }
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

/** broker/fetch_referral_code: the wizard checks a code; only an approved broker's code counts. */
export async function fetchReferralCode(
  deps: Pick<Deps, 'db'>,
  code: string,
): Promise<{ referralCode: string }> {
  const row = await brokerByReferralCode(deps.db, code);
  if (!row || !isApprovedOrLater(row.status) || row.referralCode === null) {
    throw notFound(brokerAnswers.referralNotFound);
  }
  return { referralCode: row.referralCode };
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
    text: brokerAnswers.inviteClientText(nameOf(row), link),
  });
  return { message: brokerAnswers.inviteClientSent };
}
