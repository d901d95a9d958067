import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, prospects, users } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from './harness';

/**
 * What the wizard's calls do beyond storing the steps: the draft link mailed to a public
 * applicant, the staff notifications of new and completed applications, the staff edit mode's
 * prospect/fetch/id, and referral codes checked against the approved brokers.
 */

const business = {
  company_business_name: 'Harbor Freight Lines',
  poc_name: 'Dana Cole',
  poc_email: 'dana.cole@harbor.test',
  company_country_phone_code: '+1',
  company_phone: '555-201-3344',
  company_fein: '12-3456789',
  company_date_established: '2015-04-01',
  company_zip: '75001',
  company_state: 'Texas',
  company_city: 'Addison',
  company_legal_status: '4',
  company_address: '1 Harbor Way',
  company_company_taxes_past_due_status: 0,
  company_tax_lien_field: 0,
};

interface Prospect {
  id: string | number;
  step: number;
  company_fein: string | null;
  broker_referral_code: string;
  application_completely_filled: boolean;
}

interface Bell {
  type: string;
  content: string;
  type_id: number | null;
}

describe('the application wizard calls', () => {
  let t: TestApp;
  let adminToken: string;
  let caToken: string;
  let clientToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    adminToken = await t.signIn('admin@factordesk.test');
    caToken = await t.signIn('ca@factordesk.test');
    clientToken = await t.signIn('client@factordesk.test');
  });
  afterAll(() => t.close());

  async function start(body: Record<string, unknown> = {}, token?: string) {
    const answer = await t.call('prospect/save-application', { step: 1, ...business, ...body }, token);
    expect(answer.statusCode).toBe(200);
    return answer.body.prospect as Prospect;
  }

  async function bells(token: string): Promise<Bell[]> {
    const answer = await t.call('notification/fetch', { page: 1, per_page: 50 }, token);
    return (answer.body.notifications as { data: Bell[] }).data;
  }

  async function rowOf(token: string) {
    const [row] = await t.db.select().from(prospects).where(eq(prospects.draftToken, token));
    if (!row) throw new Error('stored prospect expected');
    return row;
  }

  it('mails a public applicant the link that resumes the draft', async () => {
    const prospect = await start({ poc_email: 'resume.me@harbor.test' });
    const [mail] = await t.mailsTo('resume.me@harbor.test');
    expect(mail?.subject).toBe('Your FactorDesk application');
    const link = `http://localhost:3000/registernow?id=${String(prospect.id)}`;
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('Hello Dana Cole,');

    const id = new URL(link).searchParams.get('id');
    const resumed = await t.call('prospect/fetch_draft', { id });
    expect(resumed.statusCode).toBe(200);
    expect((resumed.body.prospect as Prospect).step).toBe(1);
  });

  it('mails nothing when staff start an application, and answers them the numeric id', async () => {
    const prospect = await start({ poc_email: 'staff.made@harbor.test' }, caToken);
    expect(typeof prospect.id).toBe('number');
    expect(await t.mailsTo('staff.made@harbor.test')).toHaveLength(0);
  });

  it('tells the staff who view prospects of a new application, and rings their bells', async () => {
    const emit = vi.spyOn(t.deps.realtime, 'emitToUser');
    const prospect = await start({ company_business_name: 'Bell Ringer Logistics' });
    const row = await rowOf(String(prospect.id));

    const seenByAdmin = (await bells(adminToken)).filter((b) => b.type === 'new_prospect_application');
    expect(seenByAdmin[0]).toMatchObject({
      content: 'New prospect application from Bell Ringer Logistics',
      type_id: row.id,
    });
    expect((await bells(caToken)).some((b) => b.type_id === row.id)).toBe(true);
    // A client user holds no view_prospects right.
    expect((await bells(clientToken)).some((b) => b.type === 'new_prospect_application')).toBe(false);

    const [admin] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@factordesk.test'));
    const rung = emit.mock.calls.filter(([userId, , bell]) => {
      const payload = bell as Bell & { tags: string[] };
      return userId === admin?.id && payload.type_id === row.id;
    });
    expect(rung).toHaveLength(1);
    expect((rung[0]?.[2] as { tags: string[] }).tags).toEqual(['Prospect']);
    emit.mockRestore();
  });

  it('does not ring the bell of the staff member who started the application', async () => {
    const prospect = await start({ company_business_name: 'Own Hands Inc' }, caToken);
    const aboutIt = (token: string) =>
      bells(token).then((list) => list.filter((b) => b.type_id === prospect.id));
    expect(await aboutIt(caToken)).toHaveLength(0);
    expect(await aboutIt(adminToken)).toHaveLength(1);
  });

  it('tells staff once when an application is completed', async () => {
    const prospect = await start({ company_business_name: 'Finish Line Freight' });
    const row = await rowOf(String(prospect.id));
    const completed = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.typeId, row.id))).filter(
        (n) => n.type === 'prospect_application_completed',
      );
    expect(await completed()).toHaveLength(0);

    const submit = await t.call('prospect/save-application', {
      step: 6,
      id: prospect.id,
      application_completely_filled: true,
    });
    expect(submit.statusCode).toBe(200);
    expect(submit.body.message).toBe('Request received. Our representative will contact you shortly.');
    const mine = (await bells(adminToken)).find(
      (b) => b.type === 'prospect_application_completed' && b.type_id === row.id,
    );
    expect(mine?.content).toBe('Prospect application completed by Finish Line Freight');
    const once = (await completed()).length;
    expect(once).toBeGreaterThan(0);

    // Staff submitting it again (edit mode) change nothing anyone needs to hear of.
    const again = await t.call(
      'prospect/save-application',
      { step: 6, id: row.id, application_completely_filled: true },
      adminToken,
    );
    expect(again.statusCode).toBe(200);
    expect(await completed()).toHaveLength(once);
  });

  it('opens a prospect by id for staff, masked without the sensitive-information flag', async () => {
    const prospect = await start();
    const row = await rowOf(String(prospect.id));

    const plain = await t.call('prospect/fetch/id', { id: row.id }, caToken);
    expect(plain.statusCode).toBe(200);
    expect(plain.body.prospect).toMatchObject({ id: row.id, company_fein: '*****6789' });

    const clear = await t.call('prospect/fetch/id', { id: row.id }, adminToken);
    expect((clear.body.prospect as Prospect).company_fein).toBe('123456789');
  });

  it('refuses prospect/fetch/id without a token, without the rights, and for an unknown id', async () => {
    const prospect = await start();
    const row = await rowOf(String(prospect.id));
    expect((await t.call('prospect/fetch/id', { id: row.id })).statusCode).toBe(401);
    expect((await t.call('prospect/fetch/id', { id: row.id }, clientToken)).statusCode).toBe(403);
    const missing = await t.call('prospect/fetch/id', { id: row.id + 100_000 }, adminToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toEqual({ status: false, message: 'Record not found.' });
    expect((await t.call('prospect/fetch/id', { id: String(prospect.id) }, adminToken)).statusCode).toBe(400);
  });

  it("accepts an approved broker's referral code and refuses an unknown one without saving", async () => {
    const before = await t.db.select({ id: prospects.id }).from(prospects);
    const refused = await t.call('prospect/save-application', {
      step: 1,
      ...business,
      broker_referral_code: 'NOPE123',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('Invalid referral code.');
    expect(await t.db.select({ id: prospects.id }).from(prospects)).toHaveLength(before.length);

    const referred = await start({ broker_referral_code: 'BREE001' });
    expect(referred.broker_referral_code).toBe('BREE001');
    // Saving step 1 again with the stored code needs no new check.
    const resaved = await t.call('prospect/save-application', {
      step: 1,
      id: referred.id,
      ...business,
      broker_referral_code: 'BREE001',
    });
    expect(resaved.statusCode).toBe(200);
  });
});
