import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, testClock, type TestApp } from './harness';
import { and } from 'drizzle-orm';
import { notifications } from '../../src/server/db/schema';
import { users } from '../../src/server/db/schema/access';
import { brokers } from '../../src/server/db/schema/brokers';
import type { Caller } from '../../src/server/http/caller';
import { inviteBroker, inviteClient } from '../../src/server/modules/brokers/invites';
import {
  brokerDetails,
  fetchBrokers,
  fetchReferralCode,
  saveBroker,
  sendAgreement,
  signupBroker,
} from '../../src/server/modules/brokers/service';
import { changeBrokerStatus } from '../../src/server/modules/brokers/status';
import { BrokerSaveRequestSchema, brokerEndpoints, mayMoveBroker } from '../../src/shared/contract/brokers';
import { BrokerFormSchema, SendAgreementFormSchema } from '../../src/shared/validation/brokerForm';
import type { RightId } from '../../src/shared/rights';

const day = 24 * 60 * 60 * 1000;
let serial = 0;

function form(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    first_name: 'Rita',
    last_name: 'Mora-Lane',
    email: `rita${serial}@partners.test`,
    country_phone_code: '+1',
    phone: '555-301-4400',
    country_fax_code: '+1',
    fax: '555-301-4401',
    country_telephone_code: '+1',
    telephone: '',
    street_address: '9 Market Street',
    zip: '75001',
    state: 'Texas',
    city: 'Addison',
    ssn: '123-45-6789',
    license_number: 'LIC-7788',
    state_of_formation: 'Texas',
    ...overrides,
  };
}

function staff(
  sensitive: boolean,
  rights: RightId[] = ['view_brokers', 'add_new_broker', 'broker_status_change'],
): Caller {
  return {
    userId: '00000000-0000-0000-0000-000000000001',
    sessionId: 's',
    roleType: 'admin',
    rights: new Set(rights),
    companyId: null,
    debtorId: null,
    brokerId: null,
    sensitiveInformationDisclosure: sensitive,
  };
}

const admin = staff(true);
const clerk = staff(false);

function firstIssue(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  v: unknown,
) {
  const parsed = schema.safeParse(v);
  return parsed.success ? undefined : parsed.error?.issues[0]?.message;
}

describe('brokers', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-11-21T12:00:00Z'));

  beforeAll(async () => {
    t = await startTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  async function newBroker(overrides: Record<string, unknown> = {}) {
    const saved = await saveBroker(t.deps, admin, BrokerSaveRequestSchema.parse(form(overrides)));
    return saved.brokers;
  }

  it('checks the broker form with the spec messages and strips dashes', () => {
    expect(firstIssue(BrokerFormSchema, form({ phone: '' }))).toBe('Phone No is required');
    expect(firstIssue(BrokerFormSchema, form({ fax: '' }))).toBe('Fax No is required');
    expect(firstIssue(BrokerFormSchema, form({ ssn: '' }))).toBe('Tax ID/SSN is required');
    expect(firstIssue(BrokerFormSchema, form({ license_number: '' }))).toBe('License No is required');
    expect(firstIssue(BrokerFormSchema, form({ first_name: 'R2' }))).toBe(
      'First Name may contain letters and hyphens only',
    );
    const parsed = BrokerFormSchema.parse(form());
    expect([parsed.phone, parsed.fax, parsed.ssn, parsed.license_number]).toEqual([
      '5553014400',
      '5553014401',
      '123456789',
      'LIC7788',
    ]);
    expect(
      firstIssue(SendAgreementFormSchema, { agreement_date: '2026-11-21', broker_commission: '0' }),
    ).toBe('Broker Commission percentage should be greater than 0');
    expect(firstIssue(SendAgreementFormSchema, { agreement_date: '', broker_commission: '5' })).toBe(
      'Agreement Date is required',
    );
    expect(SendAgreementFormSchema.parse({ agreement_date: '2026-11-21', broker_commission: '2.5' })).toEqual(
      {
        agreement_date: '2026-11-21',
        broker_commission: '2.50',
      },
    );
    expect(brokerEndpoints.fetchReferralCode.access).toBe('public');
    expect(brokerEndpoints.signup.access).toBe('public');
  });

  it('saves a broker pending and finds it by name, email, phone and (sensitive callers) SSN', async () => {
    const created = await newBroker({ first_name: 'Zelda', last_name: 'Quill', ssn: '987-65-4321' });
    expect(created.status).toBe(1);
    expect(created.referral_code).toBeNull();
    expect(created.ssn).toBe('987654321');

    const byName = await fetchBrokers(t.deps, admin, { page: 1, per_page: 10, search_text: 'zelda qu' });
    expect(byName.data.map((b) => b.id)).toEqual([created.id]);
    const byEmail = await fetchBrokers(t.deps, admin, { page: 1, per_page: 10, search_text: created.email });
    expect(byEmail.total).toBe(1);
    const bySsn = await fetchBrokers(t.deps, admin, { page: 1, per_page: 10, search_text: '65-4321' });
    expect(bySsn.data.map((b) => b.id)).toContain(created.id);
    const bySsnUnseen = await fetchBrokers(t.deps, clerk, { page: 1, per_page: 10, search_text: '65-4321' });
    expect(bySsnUnseen.data.map((b) => b.id)).not.toContain(created.id);

    const page = await fetchBrokers(t.deps, admin, { page: 1, per_page: 1, search_text: '' });
    expect(page.data).toHaveLength(1);
    expect(page.current_page).toBe(1);
    expect(page.last_page).toBe(page.total);
  });

  it('lists a full tax id only to callers with the disclosure flag, over HTTP as the screen asks', async () => {
    const created = await newBroker({ first_name: 'Tara', last_name: 'Listed', ssn: '555-66-7788' });
    const listed = async (email: string) => {
      const answer = await t.call(
        'broker/fetch',
        { page: 1, per_page: 0, search_text: 'tara listed' },
        await t.signIn(email),
      );
      expect(answer.statusCode).toBe(200);
      const rows = (answer.body.brokers as { data: { id: number; ssn: string; license_number: string }[] })
        .data;
      return rows.find((row) => row.id === created.id);
    };
    // The demo Admin holds the flag; the Client Advocate views brokers without it.
    expect((await listed('admin@factordesk.test'))?.ssn).toBe('555667788');
    const masked = await listed('ca@factordesk.test');
    expect(masked?.ssn).toBe('*****7788');
    expect(masked?.license_number).toBe('***7788');
    expect(JSON.stringify(masked)).not.toContain('55566');
  });

  it('masks ssn and license number without the disclosure right and never lets them overwrite', async () => {
    const created = await newBroker();
    const seen = await brokerDetails(t.deps, clerk, created.id);
    expect(seen.ssn).toBe('*****6789');
    expect(seen.license_number).toBe('***7788');

    const edited = await saveBroker(
      t.deps,
      clerk,
      BrokerSaveRequestSchema.parse({
        ...form({ ssn: '111-22-3333', license_number: 'X1' }),
        id: created.id,
      }),
    );
    expect(edited.brokers.first_name).toBe('Rita');
    const [row] = await t.db.select().from(brokers).where(eq(brokers.id, created.id));
    expect(row?.ssn).toBe('123456789');
    expect(row?.licenseNumber).toBe('LIC7788');

    // Blank numbers on an edit keep the stored ones, even for sensitive callers.
    await saveBroker(
      t.deps,
      admin,
      BrokerSaveRequestSchema.parse({ ...form({ ssn: '', license_number: '' }), id: created.id }),
    );
    expect((await brokerDetails(t.deps, admin, created.id)).ssn).toBe('123456789');
  });

  it('issues a unique 7-character referral code on approval and locks an Approved broker to status 3', async () => {
    const a = await newBroker();
    const b = await newBroker();
    await changeBrokerStatus(t.deps, admin, [a.id, b.id], 2);
    const [ra, rb] = [await brokerDetails(t.deps, admin, a.id), await brokerDetails(t.deps, admin, b.id)];
    expect(ra.referral_code).toMatch(/^[A-Za-z0-9]{7}$/);
    expect(rb.referral_code).toMatch(/^[A-Za-z0-9]{7}$/);
    expect(ra.referral_code).not.toBe(rb.referral_code);
    expect(ra.status).toBe(2);
    expect(ra.broker_status).toBe(2);

    await expect(changeBrokerStatus(t.deps, admin, [a.id], 1)).rejects.toMatchObject({ statusCode: 409 });
    await changeBrokerStatus(t.deps, admin, [a.id], 3);
    const moved = await brokerDetails(t.deps, admin, a.id);
    expect(moved.status).toBe(3);
    expect(moved.referral_code).toBe(ra.referral_code);
  });

  it('answers fetch_referral_code for an approved broker only', async () => {
    const pending = await newBroker();
    const approved = await newBroker();
    await changeBrokerStatus(t.deps, admin, [approved.id], 2);
    const code = (await brokerDetails(t.deps, admin, approved.id)).referral_code ?? '';
    expect(await fetchReferralCode(t.deps, code)).toEqual({ referralCode: code });
    await expect(fetchReferralCode(t.deps, 'ZZZZZZZ')).rejects.toMatchObject({ statusCode: 404 });
    expect(pending.referral_code).toBeNull();
  });

  it('sends the agreement only to an Approved broker', async () => {
    const broker = await newBroker();
    const agreement = { id: broker.id, agreement_date: '2026-11-21', broker_commission: '2.50' };
    await expect(sendAgreement(t.deps, admin, agreement)).rejects.toMatchObject({ statusCode: 409 });
    await changeBrokerStatus(t.deps, admin, [broker.id], 2);
    expect(await sendAgreement(t.deps, admin, agreement)).toEqual({ message: 'Agreement Sent' });
    const details = await brokerDetails(t.deps, admin, broker.id);
    expect(details.agreement_date).toBe('2026-11-21');
    expect(details.broker_commission).toBe('2.50');
    const [mail] = await t.mailsTo(broker.email);
    expect(mail?.text).toContain('2026-11-21');
    expect(mail?.text).toContain('2.50%');
  });

  it('invites a broker user with no password; resends only after a day and while no password is set', async () => {
    const broker = await newBroker();
    await expect(inviteBroker(t.deps, broker.id, 'invite')).rejects.toMatchObject({ statusCode: 409 });
    await changeBrokerStatus(t.deps, admin, [broker.id], 2);
    await inviteBroker(t.deps, broker.id, 'invite');

    const details = await brokerDetails(t.deps, admin, broker.id);
    expect(details.user_id).not.toBeNull();
    expect(details.invite_send_date).not.toBeNull();
    expect(details.has_password).toBe(false);
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, details.user_id ?? ''));
    expect(user?.passwordHash).toBeNull();
    expect(user?.brokerId).toBe(broker.id);
    const [mail] = await t.mailsTo(broker.email);
    expect(mail?.text).toMatch(/\/setpassword\/[A-Za-z0-9_-]{43}/);

    await expect(inviteBroker(t.deps, broker.id, 'resend')).rejects.toMatchObject({ statusCode: 409 });
    clock.advance(day + 1000);
    await inviteBroker(t.deps, broker.id, 'resend');
    expect(await t.mailsTo(broker.email)).toHaveLength(2);
    const [again] = await t.db.select().from(brokers).where(eq(brokers.id, broker.id));
    expect(again?.userId).toBe(details.user_id);

    await t.db
      .update(users)
      .set({ passwordHash: 'x' })
      .where(eq(users.id, details.user_id ?? ''));
    clock.advance(day + 1000);
    await expect(inviteBroker(t.deps, broker.id, 'resend')).rejects.toMatchObject({ statusCode: 409 });
    expect((await brokerDetails(t.deps, admin, broker.id)).has_password).toBe(true);
  });

  it('lets a broker user mail the application link with its referral code', async () => {
    const broker = await newBroker();
    const brokerCaller: Caller = { ...staff(false, []), roleType: 'broker', brokerId: broker.id };
    await expect(inviteClient(t.deps, brokerCaller, 'shop@biz.test')).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(
      inviteClient(t.deps, { ...brokerCaller, brokerId: null }, 'shop@biz.test'),
    ).rejects.toMatchObject({ statusCode: 409 });
    await expect(inviteClient(t.deps, admin, 'shop@biz.test')).rejects.toMatchObject({ statusCode: 403 });
    await changeBrokerStatus(t.deps, admin, [broker.id], 2);
    const code = (await brokerDetails(t.deps, admin, broker.id)).referral_code ?? '';
    await inviteClient(t.deps, brokerCaller, 'shop@biz.test');
    const [mail] = await t.mailsTo('shop@biz.test');
    expect(mail?.text).toContain(`http://localhost:3000/registernow?referral=${code}`);
  });

  it('takes a /becomepartner signup pending', async () => {
    const values = BrokerFormSchema.parse(form({ first_name: 'Pat' }));
    await signupBroker(t.deps, values);
    const [row] = await t.db.select().from(brokers).where(eq(brokers.email, values.email));
    expect(row?.status).toBe(1);
    expect(row?.referralCode).toBeNull();
  });
  async function userIdOf(email: string): Promise<string> {
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  }

  /** The notifications of one kind about one broker, by recipient user id. */
  async function bellsAbout(type: string, brokerId: number) {
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, type), eq(notifications.typeId, brokerId)));
    return rows;
  }

  it('offers an Approved broker only the move to 3, and any other broker every status', () => {
    expect([0, 1, 2, 3].filter((to) => mayMoveBroker(2, to))).toEqual([2, 3]);
    expect([0, 1, 2, 3].filter((to) => mayMoveBroker(1, to))).toEqual([0, 1, 2, 3]);
    expect([0, 1, 2, 3].filter((to) => mayMoveBroker(3, to))).toEqual([0, 1, 2, 3]);
  });

  it('lets a signed-in broker read its own record through broker/details and no other', async () => {
    const other = await newBroker();
    const [own] = await t.db.select().from(brokers).where(eq(brokers.email, 'broker@factordesk.test'));
    if (!own) throw new Error('the demo broker is missing');
    const brokerToken = await t.signIn('broker@factordesk.test');

    const mine = await t.call('broker/details', { id: own.id }, brokerToken);
    expect(mine.statusCode).toBe(200);
    const record = mine.body.brokers as { id: number; referral_code: string; ssn: string };
    expect(record.id).toBe(own.id);
    expect(record.referral_code).toBe('BREE001');
    // The demo broker holds no disclosure flag: its own tax id comes masked too.
    expect(record.ssn).toBe('*****6789');

    const theirs = await t.call('broker/details', { id: other.id }, brokerToken);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toEqual({ status: false, message: 'Record not found.' });

    // A broker still has no list of brokers.
    expect((await t.call('broker/fetch', {}, brokerToken)).statusCode).toBe(403);
  });

  it('answers broker/details 404 to client and debtor users and 403 to staff without view_brokers', async () => {
    const broker = await newBroker();
    const client = await t.call(
      'broker/details',
      { id: broker.id },
      await t.signIn('client@factordesk.test'),
    );
    expect(client.statusCode).toBe(404);
    const debtor = await t.call(
      'broker/details',
      { id: broker.id },
      await t.signIn('debtor@factordesk.test'),
    );
    expect(debtor.statusCode).toBe(404);
    await expect(brokerDetails(t.deps, staff(true, ['view_dashboard']), broker.id)).rejects.toMatchObject({
      statusCode: 403,
    });
    const analyst = await t.call(
      'broker/details',
      { id: broker.id },
      await t.signIn('analyst@factordesk.test'),
    );
    expect(analyst.statusCode).toBe(200);
  });

  it('rings the bell of staff who manage brokers when a partner signs up', async () => {
    const values = BrokerFormSchema.parse(form({ first_name: 'Nia', last_name: 'Okoro' }));
    await signupBroker(t.deps, values);
    const [row] = await t.db.select().from(brokers).where(eq(brokers.email, values.email));
    const bells = await bellsAbout('new_broker_application', row?.id ?? 0);
    const recipients = bells.map((bell) => bell.userId);
    expect(recipients).toContain(await userIdOf('admin@factordesk.test'));
    expect(recipients).toContain(await userIdOf('ca@factordesk.test'));
    expect(recipients).not.toContain(await userIdOf('broker@factordesk.test'));
    expect(recipients).not.toContain(await userIdOf('client@factordesk.test'));
    expect(bells[0]?.content).toBe('New referral partner application from Nia Okoro');
  });

  it('tells the other broker managers of a status change, through the list or the form', async () => {
    const adminId = await userIdOf('admin@factordesk.test');
    const caId = await userIdOf('ca@factordesk.test');
    const changer: Caller = { ...admin, userId: adminId };
    const listed = await newBroker({ first_name: 'Omar', last_name: 'Vance' });
    await changeBrokerStatus(t.deps, changer, [listed.id], 2);
    const bells = await bellsAbout('broker_status_changed', listed.id);
    expect(bells.map((bell) => bell.userId)).toContain(caId);
    expect(bells.map((bell) => bell.userId)).not.toContain(adminId);
    expect(bells[0]?.content).toBe('Broker Omar Vance is now Approved.');

    // Unchanged brokers ring nobody.
    await changeBrokerStatus(t.deps, changer, [listed.id], 2);
    expect(await bellsAbout('broker_status_changed', listed.id)).toHaveLength(bells.length);

    const formed = await newBroker({ first_name: 'Lea', last_name: 'Park' });
    await saveBroker(
      t.deps,
      changer,
      BrokerSaveRequestSchema.parse({
        ...form({ first_name: 'Lea', last_name: 'Park' }),
        id: formed.id,
        status: 0,
      }),
    );
    const formBells = await bellsAbout('broker_status_changed', formed.id);
    expect(formBells.map((bell) => bell.userId)).toContain(caId);
    expect(formBells[0]?.content).toBe('Broker Lea Park is now Rejected.');
  });

  it('tells the other broker managers that an agreement was sent', async () => {
    const adminId = await userIdOf('admin@factordesk.test');
    const changer: Caller = { ...admin, userId: adminId };
    const broker = await newBroker({ first_name: 'Ivo', last_name: 'Reyes' });
    await changeBrokerStatus(t.deps, changer, [broker.id], 2);
    await sendAgreement(t.deps, changer, {
      id: broker.id,
      agreement_date: '2026-12-01',
      broker_commission: '3.25',
    });
    const bells = await bellsAbout('broker_agreement_sent', broker.id);
    expect(bells.map((bell) => bell.userId)).toContain(await userIdOf('ca@factordesk.test'));
    expect(bells.map((bell) => bell.userId)).not.toContain(adminId);
    expect(bells[0]?.content).toBe(
      'Referral agreement sent to Ivo Reyes, dated 12/01/2026, commission 3.25%.',
    );
  });

  it('refuses over HTTP an Approved broker moved back to pending with 409, and a commission of 0 with 400', async () => {
    const token = await t.signIn('admin@factordesk.test');
    const broker = await newBroker();
    await changeBrokerStatus(t.deps, admin, [broker.id], 2);
    const back = await t.call('broker/change_status', { ids: [broker.id], status: 1 }, token);
    expect(back.statusCode).toBe(409);
    expect(back.body.message).toBe('An Approved broker can only be moved to the next status.');
    const zero = await t.call(
      'broker/agreement/email',
      { id: broker.id, agreement_date: '2026-12-01', broker_commission: '0' },
      token,
    );
    expect(zero.statusCode).toBe(400);
    expect(zero.body.message).toBe('Broker Commission percentage should be greater than 0');
  });
});
