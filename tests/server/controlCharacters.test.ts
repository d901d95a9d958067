import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { allEndpoints } from '../../src/shared/contract';
import { brokers, debtors, prospects } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from './harness';

/**
 * NUL and the other control characters never reach the database: PostgreSQL refuses NUL in text
 * ('invalid byte sequence for encoding "UTF8": 0x00'), which answered 500 on the searches and on
 * every write, the public ones included. They are refused at the contract with 400 and a message
 * naming the field; nothing is written. Tabs and line breaks stay where a field is a text area.
 */

const application = {
  step: 1,
  company_business_name: 'Harbor Freight Lines',
  poc_name: 'Dana Cole',
  poc_email: 'dana.cole@harbor.test',
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

const partner = {
  first_name: 'Rita',
  last_name: 'Mora',
  email: 'rita@partners.test',
  phone: '555-301-4400',
  fax: '555-301-4401',
  street_address: '9 Market Street',
  zip: '75001',
  state: 'Texas',
  city: 'Addison',
  ssn: '123-45-6789',
  license_number: 'LIC7788',
};

describe('control characters in requests', () => {
  let t: TestApp;
  let admin: string;
  const count = async (table: typeof prospects | typeof brokers | typeof debtors) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

  beforeAll(async () => {
    t = await startTestApp({ demoBook: true });
    admin = await t.signIn('admin@factordesk.test');
  });
  afterAll(() => t.close());

  it('refuses NUL in the search box of every list (400), naming the field', async () => {
    const searches = allEndpoints().filter(
      (endpoint) => 'shape' in endpoint.request && 'search_text' in (endpoint.request.shape as object),
    );
    expect(searches.length).toBeGreaterThanOrEqual(11);
    for (const endpoint of searches) {
      const body = endpoint.path === 'invoice/debtors' ? { prospect_id: 11 } : {};
      const answer = await t.call(endpoint.path, { ...body, search_text: 'acme\u0000' }, admin);
      expect({ path: endpoint.path, code: answer.statusCode, message: answer.body.message }).toEqual({
        path: endpoint.path,
        code: 400,
        message: 'search_text may not contain control characters.',
      });
    }
  });

  it('refuses other control characters, in a value, a nested field and a field name', async () => {
    for (const text of ['acme\u0001', 'ac\u001bme', 'acme\u007f', '\u0008acme']) {
      const answer = await t.call('debtor/fetch', { search_text: text }, admin);
      expect(answer.statusCode).toBe(400);
    }
    const nested = await t.call(
      'debtor/save',
      { prospect_id: 11, pocs: [{ first_name: 'Sam', email: 'sam@x.test\u0000' }] },
      admin,
    );
    expect(nested).toMatchObject({
      statusCode: 400,
      body: { message: 'pocs.0.email may not contain control characters.' },
    });
    const key = await t.call('debtor/fetch', { 'search\u0000': 'acme' }, admin);
    expect(key).toMatchObject({
      statusCode: 400,
      body: { message: '"search\\u0000" may not contain control characters.' },
    });
  });

  it('finds a control character however deep a body nests it, and says where', async () => {
    const depth = 200_000;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/broker/fetch_referral_code',
      payload: `{"code":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message: 'code.0.0.0.0.0.0.0.… may not contain control characters.',
    });
  });

  it('refuses NUL in a public application and writes no prospect', async () => {
    const before = await count(prospects);
    const answer = await t.call('prospect/save-application', {
      ...application,
      company_business_name: 'Harbor\u0000Freight',
    });
    expect(answer).toMatchObject({
      statusCode: 400,
      body: { message: 'company_business_name may not contain control characters.' },
    });
    expect(await count(prospects)).toBe(before);
  });

  it('refuses NUL in a broker signup and in a referral code lookup, writing no broker', async () => {
    const before = await count(brokers);
    const signup = await t.call('broker/signup', { ...partner, street_address: '9 Market\u0000Street' });
    expect(signup).toMatchObject({
      statusCode: 400,
      body: { message: 'street_address may not contain control characters.' },
    });
    expect(await count(brokers)).toBe(before);
    const lookup = await t.call('broker/fetch_referral_code', { code: 'ABC\u00001234' });
    expect(lookup).toMatchObject({
      statusCode: 400,
      body: { message: 'code may not contain control characters.' },
    });
    // The same calls without the NUL still work.
    expect((await t.call('broker/signup', partner)).statusCode).toBe(200);
    expect(await count(brokers)).toBe(before + 1);
  });

  it('keeps line breaks in a text area and refuses them in a one-line field', async () => {
    const oneLine = await t.call('prospect/save-application', {
      ...application,
      company_business_name: 'Harbor\nFreight',
    });
    expect(oneLine).toMatchObject({
      statusCode: 400,
      body: { message: 'Business Name may not contain line breaks or control characters' },
    });
    const description = 'We haul freight.\nTwelve trucks,\tthree states.';
    const area = await t.call('prospect/save-application', {
      ...application,
      company_business_description: description,
    });
    expect(area.statusCode).toBe(200);
    const draft = (area.body.prospect as { id: string }).id;
    const [stored] = await t.db.select().from(prospects).where(eq(prospects.draftToken, draft));
    expect(stored?.companyBusinessDescription).toBe(description);
  });

  it('refuses a 100,000-character value with 400 and stores nothing', async () => {
    const before = await count(debtors);
    const long = 'x'.repeat(100_000);
    for (const [path, body] of [
      ['prospect/save-application', { ...application, company_business_description: long }],
      ['broker/signup', { ...partner, email: 'long@partners.test', state: long }],
      ['debtor/fetch', { search_text: long }],
      ['lookup/zip', { zip: long }],
    ] as const) {
      const answer = await t.call(path, body, admin);
      expect({ path, code: answer.statusCode }).toEqual({ path, code: 400 });
    }
    expect(await count(debtors)).toBe(before);
  });
});
