import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { debtorClients, debtors, industries } from '../../src/server/db/schema';
import type { Debtor, DebtorRow } from '../../src/shared/contract/debtors';
import { contact, debtorForm, startDebtorBook, type DebtorBook } from './debtorsBook';

/** Every rule of the debtor form (spec part 2 §5) through the API, the browser bypassed. */
describe('the debtor form on the server', () => {
  let b: DebtorBook;

  const save = (body: unknown, token = b.tokens.ca) => b.t.call('debtor/save', body, token);
  async function details(prospectId: number, id: number, token = b.tokens.admin): Promise<Debtor> {
    const answer = await b.t.call('debtor/details', { prospect_id: prospectId, id }, token);
    expect(answer.statusCode).toBe(200);
    return answer.body.debtor as Debtor;
  }
  async function row(search: string, clientName: string): Promise<DebtorRow> {
    const answer = await b.t.call(
      'debtor/fetch',
      { search_text: search, per_page: 0, show_all: true },
      b.tokens.admin,
    );
    const found = (answer.body.debtors as { data: DebtorRow[] }).data.find(
      (r) => r.client_name === clientName,
    );
    if (!found) throw new Error(`no ${search} for ${clientName}`);
    return found;
  }
  async function available(prospectId: number): Promise<string | null> {
    const answer = await b.t.call('debtor/client_credit_limit', { prospect_id: prospectId }, b.tokens.admin);
    return (answer.body.credit_limit as { available_credit_limit: string | null }).available_credit_limit;
  }
  /** The form of a stored debtor as the edit screen sends it back. */
  function editForm(debtor: Debtor, overrides: Record<string, unknown> = {}) {
    return {
      id: debtor.id,
      prospect_id: debtor.prospect_id,
      debtor_name: debtor.legal_name,
      country_phone_code: debtor.country_phone_code,
      phone: debtor.phone,
      country_fax_code: debtor.country_fax_code,
      fax: debtor.fax,
      email: debtor.email,
      address: debtor.address,
      zip: debtor.zip,
      state: debtor.state,
      city: debtor.city,
      credit_limit: debtor.credit_limit,
      optional_comments: debtor.optional_comments,
      industry: debtor.industry,
      industry_id: debtor.industry_id,
      pocs: debtor.pocs.map((poc) => ({
        id: poc.id,
        first_name: poc.first_name,
        last_name: poc.last_name,
        email: poc.email,
        department: poc.department,
        country_phone_code: poc.country_phone_code,
        phone: poc.phone,
        country_fax_code: poc.country_fax_code,
        fax: poc.fax,
      })),
      ...overrides,
    };
  }

  beforeAll(async () => {
    b = await startDebtorBook();
  });
  afterAll(async () => {
    await b.t.close();
  });

  it('checks every field with the spec messages and writes nothing on failure', async () => {
    const [before] = await b.t.db.select({ n: sql<number>`count(*)::int` }).from(debtors);
    const eleven = Array.from({ length: 11 }, (_, i) => contact(`c${i}@tenfold.example`));
    const cases: [Record<string, unknown>, string][] = [
      [{ prospect_id: undefined }, 'Client Name is required'],
      [{ debtor_name: ' ' }, 'Debtor Name is required'],
      [{ debtor_name: 'x'.repeat(41) }, 'Debtor Name must be at most 40 characters'],
      [{ debtor_name: 'Acme & Sons' }, 'Debtor Name may contain letters, digits and spaces only'],
      [{ phone: '' }, 'Phone No is required'],
      [{ phone: '555-1234' }, 'Phone No must be in the format 999-999-9999'],
      [{ fax: '555' }, 'Fax No must be in the format 999-999-9999'],
      [{ zip: '' }, 'Zip Code is required'],
      [{ zip: '7520' }, 'Zip Code must be at least 5 characters'],
      [{ zip: '7520a' }, 'Zip Code must contain digits only'],
      [{ state: '' }, 'State is required'],
      [{ city: '' }, 'City is required'],
      [{ address: '' }, 'Address is required'],
      [{ address: 'x'.repeat(61) }, 'Address must be at most 60 characters'],
      [{ fein: '12-345' }, 'FEIN must be in the format 99-9999999'],
      [{ fein: undefined }, 'FEIN is required'],
      [{ email: '' }, 'Company Email is required'],
      [{ email: 'not-an-email' }, 'Company Email is invalid'],
      [{ email: `${'x'.repeat(45)}@a.com` }, 'Company Email must be at most 50 characters'],
      [{ credit_limit: '' }, 'Weekly Credit Limit is required'],
      [{ credit_limit: 'ten' }, 'Weekly Credit Limit is required'],
      [{ credit_limit: '0.99' }, 'Weekly Credit Limit should be greater than $0.00'],
      [{ credit_limit: '100000000.00' }, 'Weekly Credit Limit should be less than $99,999,999.99'],
      [{ credit_limit: 1000 }, 'Weekly Credit Limit is required'],
      // Money on the wire is plain decimal text: separators are the money field's business.
      [{ credit_limit: '5,00' }, 'Weekly Credit Limit is required'],
      [{ credit_limit: '5,000.50' }, 'Weekly Credit Limit is required'],
      [{ credit_limit: '$5000' }, 'Weekly Credit Limit is required'],
      [{ credit_limit: '1e3' }, 'Weekly Credit Limit is required'],
      [{ credit_limit: ' 500' }, 'Weekly Credit Limit is required'],
      [{ credit_limit: '500.505' }, 'Weekly Credit Limit may have at most 2 decimals'],
      [{ optional_comments: 'x'.repeat(501) }, 'Comments must be at most 500 characters'],
      [{ industry: 'x'.repeat(31) }, 'Industry must be at most 30 characters'],
      [{ pocs: [contact('a@b.example', { first_name: '' })] }, 'Contact First Name is required'],
      [
        { pocs: [contact('a@b.example', { first_name: 'x'.repeat(26) })] },
        'First Name must be at most 25 characters',
      ],
      [
        { pocs: [contact('a@b.example', { last_name: 'x'.repeat(51) })] },
        'Last Name must be at most 50 characters',
      ],
      [{ pocs: [contact('')] }, 'Email is required'],
      [{ pocs: [contact('not-an-email')] }, 'Email is invalid'],
      [
        { pocs: [contact('a@b.example', { department: 'x'.repeat(41) })] },
        'Department must be at most 40 characters',
      ],
      [{ pocs: [contact('a@b.example', { phone: '' })] }, 'Phone No is required'],
      [{ pocs: eleven }, 'Maximum 10 contacts are allowed.'],
      [
        { pocs: [contact('a@b.example'), contact('A@B.example')] },
        'Each contact needs an email of their own.',
      ],
      [{ is_vip: true }, 'Unknown field(s): is_vip.'],
    ];
    for (const [change, message] of cases) {
      const answer = await save(debtorForm(b.clients.cedar, change));
      expect({ change, code: answer.statusCode, message: answer.body.message }).toEqual({
        change,
        code: 400,
        message,
      });
    }
    const [after] = await b.t.db.select({ n: sql<number>`count(*)::int` }).from(debtors);
    expect(after?.n).toBe(before?.n);
  });

  it('refuses a weekly limit of "5,00" on an edit instead of storing $500.00', async () => {
    const stored = await details(b.clients.acme, (await row('Northwind', 'Acme Freight Lines')).id);
    const answer = await save(editForm(stored, { credit_limit: '5,00' }), b.tokens.admin);
    expect(answer).toMatchObject({ statusCode: 400, body: { message: 'Weekly Credit Limit is required' } });
    const after = await details(b.clients.acme, stored.id);
    expect(after.credit_limit).toBe(stored.credit_limit);
    expect(after.credit_limit).not.toBe('500.00');
  });

  it('adds a pending debtor with its contacts and a new industry, taking its limit from the client', async () => {
    expect(await available(b.clients.cedar)).toBe('705000.00');
    const form = debtorForm(b.clients.cedar, {
      credit_limit: '5000.5',
      industry: 'Orbital Logistics',
      pocs: [contact('lead@orbital.example'), contact('second@orbital.example', { first_name: 'Sam' })],
    });
    const answer = await save(form);
    expect(answer).toMatchObject({
      statusCode: 200,
      body: { message: 'Debtor has been created successfully.' },
    });
    const debtor = await details(b.clients.cedar, Number(answer.body.id));
    expect(debtor).toMatchObject({
      legal_name: form.debtor_name,
      client_name: 'Cedar Creek Builders',
      phone: '2145550300',
      fein: String(form.fein).replace('-', ''),
      credit_limit: '5000.50',
      status: 0,
      industry: 'Orbital Logistics',
    });
    expect(debtor.pocs.map((poc) => poc.email)).toEqual(['lead@orbital.example', 'second@orbital.example']);
    expect(debtor.industry_id).toBeGreaterThanOrEqual(1001);
    expect(await available(b.clients.cedar)).toBe('699999.50');

    // The same title typed again, in other letters, is the same industry.
    const again = await save(debtorForm(b.clients.cedar, { industry: 'ORBITAL logistics' }));
    const second = await details(b.clients.cedar, Number(again.body.id));
    expect(second.industry_id).toBe(debtor.industry_id);
    const listed = await save(debtorForm(b.clients.cedar, { industry: '', industry_id: 27 }));
    expect((await details(b.clients.cedar, Number(listed.body.id))).industry).toBe('Freight and Trucking');
    expect((await save(debtorForm(b.clients.cedar, { industry_id: 999 }))).statusCode).toBe(400);
  });

  it("refuses a weekly limit beyond the client's available limit (409), and takes exactly all of it", async () => {
    const left = (await available(b.clients.bayside)) ?? '';
    const over = await save(debtorForm(b.clients.bayside, { credit_limit: '160000.01' }));
    expect(over).toEqual({
      statusCode: 409,
      body: {
        status: false,
        message: "Weekly Credit Limit can not exceed the client's available credit limit.",
      },
    });
    expect(await available(b.clients.bayside)).toBe(left);
    const all = await save(debtorForm(b.clients.bayside, { credit_limit: left }));
    expect(all.statusCode).toBe(200);
    expect(await available(b.clients.bayside)).toBe('0.00');
    expect((await save(debtorForm(b.clients.bayside, { credit_limit: '1.00' }))).statusCode).toBe(409);
    // Deleting it gives the limit back.
    const gone = await b.t.call(
      'debtor/delete',
      { debtors: [{ prospect_id: b.clients.bayside, debtor_id: all.body.id }] },
      b.tokens.admin,
    );
    expect(gone).toMatchObject({
      statusCode: 200,
      body: { message: 'Debtor has been deleted successfully.' },
    });
    expect(await available(b.clients.bayside)).toBe(left);
  });

  it('a client holding the debtor (same email and FEIN) is refused; another client gets the one on file', async () => {
    const northwind = { email: 'AP@northwind.example', fein: '74-1852963' };
    const acmeAsks = await b.t.call(
      'debtor/exists',
      { prospect_id: b.clients.acme, ...northwind },
      b.tokens.ca,
    );
    expect(acmeAsks.body).toEqual({
      status: true,
      isExists: true,
      message: 'This debtor already exists for this client.',
    });
    const refused = await save(debtorForm(b.clients.acme, northwind));
    expect(refused).toMatchObject({
      statusCode: 409,
      body: { message: 'This debtor already exists for this client.' },
    });

    const cedarAsks = await b.t.call(
      'debtor/exists',
      { prospect_id: b.clients.cedar, ...northwind },
      b.tokens.ca,
    );
    expect(cedarAsks.body).toMatchObject({ isExists: false });
    const linked = await save(debtorForm(b.clients.cedar, { ...northwind, debtor_name: 'Another Name' }));
    expect(linked).toMatchObject({
      statusCode: 200,
      body: {
        message:
          'A debtor with this email and FEIN was already on file: it has been added to the client with its stored details and contacts.',
      },
    });
    const shared = await details(b.clients.cedar, Number(linked.body.id));
    expect(shared).toMatchObject({ legal_name: 'Northwind Traders', status: 0, credit_limit: '10000.00' });
    expect(shared.pocs.map((poc) => poc.email)).toEqual([
      'debtor@factordesk.test',
      'priya.shah@northwind.example',
    ]);
    const holders = await b.t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(debtorClients)
      .where(eq(debtorClients.debtorId, shared.id));
    expect(holders[0]?.n).toBe(3);
  });

  it('a client that deleted a debtor can file it again, pending with the new limit', async () => {
    const summit = await row('summit', 'Bayside Medical Supply');
    expect(summit.deleted).toBe(true);
    const again = await save(
      debtorForm(b.clients.bayside, {
        email: 'ap@summithealth.example',
        fein: '624813579',
        credit_limit: '2000.00',
      }),
    );
    expect(again.body.debtor_prospect_id).toBe(summit.debtor_prospect_id);
    expect(await row('summit', 'Bayside Medical Supply')).toMatchObject({
      deleted: false,
      status: 0,
      credit_limit: '2000.00',
    });
  });

  it('on edit keeps the client and the weekly limit, and the FEIN from a user without the disclosure flag', async () => {
    const lonestar = await row('lone star', 'Acme Freight Lines');
    const asCa = await details(b.clients.acme, lonestar.id, b.tokens.ca);
    expect(asCa.fein).toBe('*****3741');

    const renamed = await save(editForm(asCa, { debtor_name: 'Lone Star Grocers West', fein: '11-1111111' }));
    expect(renamed).toMatchObject({
      statusCode: 200,
      body: { message: 'Debtor has been updated successfully.' },
    });
    const stored = await details(b.clients.acme, lonestar.id);
    expect(stored).toMatchObject({ legal_name: 'Lone Star Grocers West', fein: '852963741' });

    const limit = await save(editForm(asCa, { credit_limit: '61000.00' }));
    expect(limit).toMatchObject({
      statusCode: 409,
      body: {
        message:
          'The weekly credit limit of an existing debtor cannot be changed here; ask for it with a debtor credit request.',
      },
    });
    const otherClient = await save(editForm(asCa, { prospect_id: b.clients.cedar }));
    expect(otherClient.statusCode).toBe(404);

    const byAdmin = await save(editForm(stored, { fein: '22-2222222' }), b.tokens.admin);
    expect(byAdmin.statusCode).toBe(200);
    expect((await details(b.clients.acme, lonestar.id)).fein).toBe('222222222');

    const clash = await save(
      editForm(stored, { email: 'ap@gulfcoastretail.example', fein: '963741852' }),
      b.tokens.admin,
    );
    expect(clash).toMatchObject({
      statusCode: 409,
      body: { message: 'Another debtor already has this email and FEIN.' },
    });
  });

  it("a client user leaves an existing debtor's profile as it is", async () => {
    const gulf = await row('gulf coast', 'Acme Freight Lines');
    const stored = await details(b.clients.acme, gulf.id, b.tokens.client);
    const answer = await save(editForm(stored, { debtor_name: 'Renamed By Client' }), b.tokens.client);
    expect(answer.statusCode).toBe(200);
    expect((await details(b.clients.acme, gulf.id)).legal_name).toBe('Gulf Coast Retail');
  });

  it('keeps the first contact first and an invited contact on its email; others come and go', async () => {
    const northwind = await row('northwind', 'Acme Freight Lines');
    const stored = await details(b.clients.acme, northwind.id);
    const [dan, priya] = editForm(stored).pocs;
    expect(dan?.email).toBe('debtor@factordesk.test');

    const withoutFirst = await save(editForm(stored, { pocs: [priya] }));
    expect(withoutFirst).toMatchObject({
      statusCode: 409,
      body: { message: 'The first contact cannot be removed.' },
    });
    const reordered = await save(editForm(stored, { pocs: [priya, dan] }));
    expect(reordered.body.message).toBe('The first contact cannot be removed.');
    const moved = await save(editForm(stored, { pocs: [{ ...dan, email: 'dan@elsewhere.example' }, priya] }));
    expect(moved).toMatchObject({
      statusCode: 409,
      body: { message: 'The email of an invited contact cannot be changed.' },
    });
    const eleven = [
      dan,
      priya,
      ...Array.from({ length: 9 }, (_, i) => contact(`more${i}@northwind.example`)),
    ];
    expect((await save(editForm(stored, { pocs: eleven }))).body.message).toBe(
      'Maximum 10 contacts are allowed.',
    );
    const foreign = await save(editForm(stored, { pocs: [dan, { ...priya, id: 999999 }] }));
    expect(foreign.statusCode).toBe(404);

    const changed = await save(
      editForm(stored, {
        pocs: [
          { ...dan, department: 'Treasury' },
          contact('ola@northwind.example'),
          contact('kim@northwind.example'),
        ],
      }),
    );
    expect(changed.statusCode).toBe(200);
    const after = await details(b.clients.acme, northwind.id);
    expect(after.pocs.map((poc) => [poc.email, poc.department])).toEqual([
      ['debtor@factordesk.test', 'Treasury'],
      ['ola@northwind.example', 'Accounts Payable'],
      ['kim@northwind.example', 'Accounts Payable'],
    ]);
  });

  it('files the new industry once when two saves type it at once', async () => {
    const forms = [0, 1, 2].map(() => debtorForm(b.clients.cedar, { industry: 'Drone Surveying' }));
    const answers = await Promise.all(forms.map((form) => save(form)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const rows = await b.t.db
      .select({ id: industries.id })
      .from(industries)
      .where(sql`lower(${industries.title}) = 'drone surveying'`);
    expect(rows).toHaveLength(1);
  });
});
