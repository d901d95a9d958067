import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { prospectOwners, prospects } from '../../src/server/db/schema/prospects';

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
  company_legal_status: 'LLC',
  company_address: '1 Harbor Way',
  company_company_taxes_past_due_status: 0,
  company_tax_lien_field: 0,
};

const owner = (name: string, percent: string) => ({
  name,
  percent_owned: percent,
  email: `${name.toLowerCase().replace(/ /g, '.')}@harbor.test`,
  house_owned: 1,
  ssn: '123-45-6789',
  dob: '1980-02-03',
  country_phone_code: '+1',
  phone: '555-201-0000',
  zip: '75001',
  state: 'Texas',
  city: 'Addison',
});

describe('the public application over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const count = async (table: typeof prospects | typeof prospectOwners) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

  it('starts an application with a draft token and masks the FEIN it answers with', async () => {
    const started = await t.call('prospect/save-application', { step: 1, ...business });
    expect(started.statusCode).toBe(200);
    const prospect = started.body.prospect as { id: string; step: number; company_fein: string };
    expect(typeof prospect.id).toBe('string');
    expect(prospect.id.length).toBeGreaterThan(20);
    expect(prospect.company_fein).not.toContain('12-345');
    const draft = await t.call('prospect/fetch_draft', { id: prospect.id });
    expect(draft.statusCode).toBe(200);
  });

  it('reads nothing with a forged or guessed draft token', async () => {
    for (const id of [
      'x'.repeat(32),
      "' or 1=1 --xxxxxxxxxxxxxxxxxxxx",
      'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6',
    ]) {
      const answer = await t.call('prospect/fetch_draft', { id });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toEqual({ status: false, message: 'Record not found.' });
    }
  });

  it('refuses an ownership total of 101 % on the server and writes nothing', async () => {
    const started = await t.call('prospect/save-application', { step: 1, ...business });
    const id = (started.body.prospect as { id: string }).id;
    const owners = await count(prospectOwners);
    const answer = await t.call('prospect/save-application', {
      step: 2,
      id,
      owners: [owner('Dana Cole', '60'), owner('Lee Park', '41')],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe('Exceeding Percentage is 1');
    expect(await count(prospectOwners)).toBe(owners);
  });

  it('refuses unknown fields and wrong types with 400', async () => {
    const before = await count(prospects);
    expect(
      (await t.call('prospect/save-application', { step: 1, ...business, is_admin: true })).statusCode,
    ).toBe(400);
    expect((await t.call('prospect/save-application', { step: 'one', ...business })).statusCode).toBe(400);
    expect(await count(prospects)).toBe(before);
  });
});
