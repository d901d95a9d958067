import { eq } from 'drizzle-orm';
import { brokerStatuses } from '../../../shared/constants';
import {
  brokerStatusValues,
  type Broker,
  type BrokerSaveRequest,
  type BrokerSignupRequest,
} from '../../../shared/contract/brokers';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { numberAfterSave } from '../../../shared/storedNumbers';
import { brokers } from '../../db/schema/brokers';
import type { Deps } from '../../deps';
import { recordNotifications, ringBells } from '../../events/notify';
import { holdsAll, type Caller } from '../../http/caller';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { PageAnswer } from '../../http/paging';
import { partyOf, scopeCondition } from '../../http/scope';
import { brokerAnswers, brokerName } from './brokerTexts';
import {
  brokerById,
  brokerByReferralCode,
  listBrokers,
  visibleBrokerById,
  readBroker,
  type BrokerListRequest,
} from './queries';
import { isApprovedOrLater, statusChange, statusNotices, uniqueReferralCode } from './status';

type BrokerDeps = Pick<Deps, 'db' | 'clock' | 'realtime'>;
type MailDeps = Pick<Deps, 'db' | 'clock' | 'mail' | 'publicUrl'>;

function sensitiveOf(caller: Caller | null): boolean {
  return caller?.sensitiveInformationDisclosure ?? false;
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
    changes.ssn = numberAfterSave(row.ssn, body.ssn, sensitive);
    changes.licenseNumber = numberAfterSave(row.licenseNumber, body.license_number, sensitive);
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
      content: brokerAnswers.newApplication(brokerName(created)),
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
      text: brokerAnswers.agreementText(brokerName(row), input.agreement_date, input.broker_commission, link),
    });
    const bells = await recordNotifications(tx, {
      right: 'view_brokers',
      type: 'broker_agreement_sent',
      content: messages.broker.screens.notices.agreementSent(
        brokerName(row),
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
