import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, prospects, users } from '../../src/server/db/schema';
import type { ClientRow } from '../../src/shared/contract/clients';
import { holdDebtor, invoiceFields, saveInvoice, startInvoiceBook, type InvoiceBook } from './invoicesBook';

type Page = { data: ClientRow[]; total: number };

/** /ClientIndex and /clientdetails (spec part 1 §2.5, §3, §4, §7 Clients). */
describe('clients', () => {
  let book: InvoiceBook;

  beforeAll(async () => {
    book = await startInvoiceBook();
  });
  afterAll(() => book.t.close());

  const call = (path: string, body: unknown, token = book.tokens.admin) => book.t.call(path, body, token);
  const list = async (body: Record<string, unknown> = {}, token = book.tokens.admin) => {
    const answer = await call('client/fetch', { per_page: 0, ...body }, token);
    expect(answer.statusCode).toBe(200);
    return answer.body.clients as Page;
  };
  const names = (page: Page) => page.data.map((row) => row.company_business_name);

  /** A client of the test's own, promoted and live. */
  async function newClient(name: string): Promise<number> {
    const [row] = await book.t.db
      .insert(prospects)
      .values({
        draftToken: `client-test-token-${name.replace(/\W+/g, '-')}-0000`,
        companyBusinessName: name,
        pocName: 'Riley Shaw',
        pocEmail: `${name.toLowerCase().replace(/\W+/g, '.')}@client.test`,
        companyPhone: '555-100-2000',
        companyZip: '75001',
        companyState: 'Texas',
        companyCity: 'Addison',
        companyLegalStatus: '4',
        companyAddress: '1 Client Way',
        status: 1,
        promotedAt: new Date('2026-10-01T12:00:00Z'),
      })
      .returning({ id: prospects.id });
    return row?.id ?? 0;
  }

  it('lists clients, searched by business name, contact name and email', async () => {
    const all = await list();
    expect(names(all)).toEqual(expect.arrayContaining(['Acme Freight Lines', 'Bayside Medical Supply']));
    const acme = all.data.find((row) => row.id === book.clients.acme);
    expect(acme).toMatchObject({
      factoring_limit: '500000.00',
      status: 1,
      is_terminated: false,
      deleted: false,
    });
    expect(names(await list({ search_text: 'bayside' }))).toEqual(['Bayside Medical Supply']);
    expect(names(await list({ search_text: 'carla jen' }))).toEqual(['Acme Freight Lines']);
    const email = acme?.poc_email ?? '';
    expect(names(await list({ search_text: email.slice(0, 6) }))).toContain('Acme Freight Lines');
    expect(names(await list({ search_text: 'no such client at all' }))).toEqual([]);
  });

  it('a client user sees its own company only, and no other client', async () => {
    const own = await list({ show_all: true }, book.tokens.client);
    expect(names(own)).toEqual(['Acme Freight Lines']);
    for (const path of ['client/details', 'client/all_information', 'client/debtors', 'client/information']) {
      expect((await call(path, { prospect_id: book.clients.bayside }, book.tokens.client)).statusCode).toBe(
        404,
      );
      expect((await call(path, { prospect_id: book.clients.acme }, book.tokens.client)).statusCode).toBe(200);
    }
    expect((await call('client/details', { prospect_id: 987654 })).statusCode).toBe(404);
    const file = { blobName: 'documents/1700000000000check.pdf' };
    expect(
      (await call('client/document/view', { prospect_id: book.clients.bayside, ...file }, book.tokens.client))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('client/document/view', { prospect_id: book.clients.acme, ...file }, book.tokens.client))
        .statusCode,
    ).toBe(404);
    // A debtor user holds neither right.
    expect((await call('client/fetch', {}, book.tokens.debtor)).statusCode).toBe(403);
  });

  it('refuses bad input', async () => {
    expect((await call('client/details', { prospect_id: '1e3' })).statusCode).toBe(400);
    expect((await call('client/details', { prospect_id: 1, extra: 1 })).statusCode).toBe(400);
    expect((await call('client/fetch', { search_text: 'a\u0007b' })).statusCode).toBe(400);
    expect((await call('client/status_change', { id: book.clients.acme, status: 3 })).statusCode).toBe(400);
  });

  it('answers the details: summary with masked FEIN for a user without disclosure, advocates, debtors', async () => {
    const admin = await call('client/details', { prospect_id: book.clients.acme });
    expect(admin.body.client).toMatchObject({
      company_business_name: 'Acme Freight Lines',
      is_terminated: false,
    });
    const asClient = await call('client/details', { prospect_id: book.clients.acme }, book.tokens.client);
    const fein = (asClient.body.client as { company_fein: string | null }).company_fein;
    if (fein !== null) expect(fein).toMatch(/^\*+\d{4}$/);
    const debtors = await call('client/debtors', { prospect_id: book.clients.acme });
    expect((debtors.body.debtors as { debtor_name: string }[]).map((row) => row.debtor_name)).toContain(
      'Northwind Traders',
    );
    const info = await call('client/all_information', { prospect_id: book.clients.acme });
    expect(info.body.details).toMatchObject({ total_hold_accounts: 0 });
    expect((info.body.details as { total_debtors: number }).total_debtors).toBeGreaterThan(0);
  });

  it('terminates from tomorrow on, once, staff told; a terminated client takes no new invoice', async () => {
    const id = await newClient('Lakeside Logistics');
    const debtor = await holdDebtor(book.t, id, '10000.00');
    const terminate = (date: string, token = book.tokens.ca) =>
      call('client/termination/save', { id, terminated_at: date }, token);
    // The clock reads 2026-11-02.
    expect(await terminate('2026-11-02')).toMatchObject({
      statusCode: 400,
      body: { message: 'Termination date must be tomorrow or later' },
    });
    expect((await terminate('')).statusCode).toBe(400);
    expect((await terminate('not a date')).statusCode).toBe(400);
    expect((await terminate('2026-11-03', book.tokens.analyst)).statusCode).toBe(403);
    expect((await terminate('2026-11-03', book.tokens.client)).statusCode).toBe(403);

    const [first, second] = await Promise.all([terminate('2026-11-03'), terminate('2026-11-04')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((await terminate('2026-11-05')).statusCode).toBe(409);

    const row = (await list({ show_all: true })).data.find((client) => client.id === id);
    expect(row).toMatchObject({ status: 3, is_terminated: true });
    expect(['2026-11-03', '2026-11-04']).toContain(row?.terminated_at);
    expect(names(await list())).not.toContain('Lakeside Logistics');

    const [admin] = await book.t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@factordesk.test'));
    const bells = await book.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin?.id ?? ''));
    expect(bells.some((bell) => bell.type === 'client_terminated' && bell.typeId === id)).toBe(true);

    const invoice = await saveInvoice(
      book.t,
      book.tokens.admin,
      invoiceFields(id, debtor.id, debtor.contacts),
    );
    expect(invoice).toMatchObject({
      statusCode: 409,
      body: { message: 'This client is terminated: no invoice can be made for it.' },
    });
    // Its details no longer change.
    const save = await call('client/save', { step: 5, id, leasing_business_space: 0 });
    expect(save.statusCode).toBe(409);
  });

  it('deletes a client, irreversibly, with the delete right only', async () => {
    const id = await newClient('Granite Works');
    const remove = (token = book.tokens.ca) => call('client/status_change', { id, status: 4 }, token);
    expect((await remove(book.tokens.analyst)).statusCode).toBe(403);
    expect((await remove()).statusCode).toBe(200);
    expect((await remove()).statusCode).toBe(409);
    const row = (await list({ show_all: true })).data.find((client) => client.id === id);
    expect(row).toMatchObject({ status: 4, deleted: true });
    expect(names(await list())).not.toContain('Granite Works');
    expect(
      (await call('client/status_change', { id: book.clients.bayside, status: 4 }, book.tokens.client))
        .statusCode,
    ).toBe(403);
  });

  it('saves a details card through the wizard’s step rules; a client user only its own', async () => {
    const id = await newClient('Summit Paving');
    const landlord = {
      leasing_business_space: 1,
      present_lease_period: '3 years',
      landlord_name: 'Sam Rent',
      landlord_monthly_rent: '4500',
      landlord_country_phone_code: '+1',
      landlord_phone: '555-777-8888',
      landlord_address: '2 Lease Road',
      landlord_zip: '75002',
      landlord_state: 'Texas',
      landlord_city: 'Plano',
    };
    const saved = await call('client/save', { step: 5, id, ...landlord }, book.tokens.ca);
    expect(saved.statusCode).toBe(200);
    expect(saved.body.prospect).toMatchObject({ id, landlord_name: 'Sam Rent' });
    // The wizard's rules: a leased space needs its landlord's phone.
    expect((await call('client/save', { step: 5, id, ...landlord, landlord_phone: '' })).statusCode).toBe(
      400,
    );
    expect((await call('client/save', { step: 5, id, ...landlord, extra: 1 })).statusCode).toBe(400);
    expect((await call('client/save', { step: 6, id, application_completely_filled: true })).statusCode).toBe(
      400,
    );
    expect(
      (await call('client/save', { step: 5, id: 'some-draft-token-abcdefghijklmnop', ...landlord }))
        .statusCode,
    ).toBe(400);
    // Another client's id, for a client user: 404; its own: saved.
    expect((await call('client/save', { step: 5, id, ...landlord }, book.tokens.client)).statusCode).toBe(
      404,
    );
    const own = await call(
      'client/save',
      { step: 5, id: book.clients.acme, ...landlord },
      book.tokens.client,
    );
    expect(own.statusCode).toBe(200);
    // A debtor user holds no Client Profile right.
    expect((await call('client/save', { step: 5, id, ...landlord }, book.tokens.debtor)).statusCode).toBe(
      403,
    );
  });
});
