import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebtorRow } from '../../src/shared/contract/debtors';
import { debtorForm, grantRole, startDebtorBook, type DebtorBook } from './debtorsBook';

type Page = { data: DebtorRow[]; total: number; last_page: number; current_page: number };

describe('the debtor list and who sees what', () => {
  let b: DebtorBook;

  async function list(token: string, body: Record<string, unknown> = {}): Promise<Page> {
    const answer = await b.t.call('debtor/fetch', { page: 1, per_page: 0, ...body }, token);
    expect(answer.statusCode).toBe(200);
    return answer.body.debtors as Page;
  }
  const names = (page: Page) => page.data.map((row) => `${row.debtor_name} / ${row.client_name ?? '-'}`);

  beforeAll(async () => {
    b = await startDebtorBook();
  });
  afterAll(async () => {
    await b.t.close();
  });

  it('lists each debtor per client; deleted and terminated ones only with show_all, flagged', async () => {
    const live = await list(b.tokens.admin, { sort_by: 'debtor_name' });
    expect(names(live)).toEqual([
      'Granite State Contractors / Cedar Creek Builders',
      'Gulf Coast Retail / Acme Freight Lines',
      'Harbor View Clinics / Bayside Medical Supply',
      'Lone Star Grocers / Acme Freight Lines',
      'Mesa Home Builders Supply / Cedar Creek Builders',
      'Northwind Traders / Acme Freight Lines',
      'Northwind Traders / Bayside Medical Supply',
      'Pacific Dental Group / Bayside Medical Supply',
      'Pinecrest Developments / Cedar Creek Builders',
    ]);
    const northwind = live.data.find(
      (row) => row.client_name === 'Acme Freight Lines' && row.debtor_name === 'Northwind Traders',
    );
    expect(northwind).toMatchObject({
      phone: '2145550110',
      email: 'ap@northwind.example',
      credit_limit: '40000.00',
      available_credit_limit: '40000.00',
      status: 1,
      deleted: false,
      is_terminated: false,
    });

    const all = await list(b.tokens.admin, { show_all: true });
    expect(all.total).toBe(11);
    expect(all.data.find((row) => row.debtor_name === 'Red River Distribution')).toMatchObject({
      status: 2,
      is_terminated: true,
      deleted: false,
    });
    expect(all.data.find((row) => row.debtor_name === 'Summit Health Partners')).toMatchObject({
      deleted: true,
    });
  });

  it('pages, and sorts by a column both ways', async () => {
    const first = await list(b.tokens.admin, {
      per_page: 4,
      page: 1,
      sort_by: 'credit_limit',
      sort_desc: true,
    });
    expect(first).toMatchObject({ total: 9, last_page: 3, current_page: 1 });
    expect(first.data.map((row) => row.credit_limit)).toEqual([
      '120000.00',
      '100000.00',
      '75000.00',
      '60000.00',
    ]);
    const last = await list(b.tokens.admin, {
      per_page: 4,
      page: 3,
      sort_by: 'credit_limit',
      sort_desc: true,
    });
    expect(last.data.map((row) => row.credit_limit)).toEqual(['15000.00']);
    const byClient = await list(b.tokens.admin, { sort_by: 'client_name', sort_desc: true });
    expect(byClient.data[0]?.client_name).toBe('Cedar Creek Builders');
    const unknown = await b.t.call('debtor/fetch', { sort_by: 'fein' }, b.tokens.admin);
    expect(unknown.statusCode).toBe(400);
  });

  it('searches by debtor name, client name and phone (typed with dashes or not)', async () => {
    expect(names(await list(b.tokens.admin, { search_text: 'lone STAR' }))).toEqual([
      'Lone Star Grocers / Acme Freight Lines',
    ]);
    const bayside = await list(b.tokens.admin, { search_text: 'bayside', sort_by: 'debtor_name' });
    expect(names(bayside)).toEqual([
      'Harbor View Clinics / Bayside Medical Supply',
      'Northwind Traders / Bayside Medical Supply',
      'Pacific Dental Group / Bayside Medical Supply',
    ]);
    expect(names(await list(b.tokens.admin, { search_text: '713-555-013' }))).toEqual([
      'Gulf Coast Retail / Acme Freight Lines',
    ]);
    expect(names(await list(b.tokens.admin, { search_text: '7135550120' }))).toEqual([
      'Lone Star Grocers / Acme Freight Lines',
    ]);
    expect((await list(b.tokens.admin, { search_text: '100%' })).total).toBe(0);
  });

  it("a client user sees its own company's live debtors, without the client column, whatever it asks", async () => {
    const own = await list(b.tokens.client, { sort_by: 'debtor_name', show_all: true, inc_client_role: 0 });
    expect(own.data.map((row) => row.debtor_name)).toEqual([
      'Gulf Coast Retail',
      'Lone Star Grocers',
      'Northwind Traders',
    ]);
    expect(own.data.every((row) => !('client_name' in row))).toBe(true);
    expect((await list(b.tokens.client, { search_text: 'harbor' })).total).toBe(0);
  });

  it("answers a debtor's contacts in the form's order, for the client holding it", async () => {
    const [northwind] = (await list(b.tokens.client, { search_text: 'northwind' })).data;
    const pocs = await b.t.call(
      'debtor/pocs',
      { debtor_id: northwind?.id, prospect_id: b.clients.acme },
      b.tokens.client,
    );
    expect(pocs.statusCode).toBe(200);
    expect((pocs.body.pocs as { email: string; name: string }[]).map((poc) => [poc.name, poc.email])).toEqual(
      [
        ['Dan Debtor', 'debtor@factordesk.test'],
        ['Priya Shah', 'priya.shah@northwind.example'],
      ],
    );
    const elsewhere = await b.t.call(
      'debtor/pocs',
      { debtor_id: northwind?.id, prospect_id: b.clients.cedar },
      b.tokens.admin,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it("another client's debtor answers 404 to a client user, like a missing one", async () => {
    const bayside = await list(b.tokens.admin, { search_text: 'harbor view' });
    const harbor = bayside.data[0];
    expect(harbor).toBeDefined();
    const ask = { prospect_id: b.clients.bayside, id: harbor?.id };
    expect((await b.t.call('debtor/details', ask, b.tokens.admin)).statusCode).toBe(200);
    const asClient = await b.t.call('debtor/details', ask, b.tokens.client);
    expect(asClient).toEqual({ statusCode: 404, body: { status: false, message: 'Record not found.' } });
    expect((await b.t.call('debtor/pocs', { debtor_id: harbor?.id }, b.tokens.client)).statusCode).toBe(404);
    expect(
      (await b.t.call('debtor/client_credit_limit', { prospect_id: b.clients.bayside }, b.tokens.client))
        .statusCode,
    ).toBe(404);
    const filed = await b.t.call('debtor/save', debtorForm(b.clients.bayside), b.tokens.client);
    expect(filed.statusCode).toBe(404);
    const exists = await b.t.call(
      'debtor/exists',
      { prospect_id: b.clients.bayside, email: 'ap@harborview.example', fein: '35-7159486' },
      b.tokens.client,
    );
    expect(exists.statusCode).toBe(404);
  });

  it('a debtor user sees only its own debtor, for each client holding it', async () => {
    await grantRole(b.t, 'debtor', ['view_debtors', 'debtor_selection']);
    const own = await list(b.tokens.debtor, { show_all: true, sort_by: 'client_name' });
    expect(names(own)).toEqual([
      'Northwind Traders / Acme Freight Lines',
      'Northwind Traders / Bayside Medical Supply',
    ]);
    const northwind = own.data[0];
    const details = await b.t.call(
      'debtor/details',
      { prospect_id: b.clients.acme, id: northwind?.id },
      b.tokens.debtor,
    );
    expect(details.statusCode).toBe(200);
    const lonestar = (await list(b.tokens.admin, { search_text: 'lone star' })).data[0];
    const other = await b.t.call(
      'debtor/details',
      { prospect_id: b.clients.acme, id: lonestar?.id },
      b.tokens.debtor,
    );
    expect(other.statusCode).toBe(404);
    const clients = await b.t.call('debtor/clients', {}, b.tokens.debtor);
    expect((clients.body.prospects as { total: number }).total).toBe(0);
  });

  it('answers 403 only for a missing right', async () => {
    const form = debtorForm(b.clients.cedar);
    expect((await b.t.call('debtor/save', form, b.tokens.analyst)).statusCode).toBe(403);
    const [row] = (await list(b.tokens.admin, { search_text: 'mesa' })).data;
    const move = { debtor_prospect_id: [row?.debtor_prospect_id], status: 2 };
    expect((await b.t.call('debtor/status_change', move, b.tokens.analyst)).statusCode).toBe(403);
    expect((await b.t.call('debtor/status_change', move, b.tokens.client)).statusCode).toBe(403);
    expect((await b.t.call('debtor/invite', { poc_ids: [1] }, b.tokens.analyst)).statusCode).toBe(403);
    expect((await b.t.call('debtor/fetch', {}, undefined)).statusCode).toBe(401);
    // The analyst may read them.
    expect((await b.t.call('debtor/fetch', {}, b.tokens.analyst)).statusCode).toBe(200);
  });

  it('offers the clients a user may file debtors for, by business name', async () => {
    const staff = await b.t.call('debtor/clients', { search_text: 'cedar' }, b.tokens.admin);
    expect(staff.body.prospects).toMatchObject({
      total: 1,
      data: [{ id: b.clients.cedar, company_business_name: 'Cedar Creek Builders' }],
    });
    const client = await b.t.call('debtor/clients', {}, b.tokens.client);
    expect(client.body.prospects).toMatchObject({
      total: 1,
      data: [{ id: b.clients.acme, company_business_name: 'Acme Freight Lines' }],
    });
  });

  it("answers the client's active credit limit and what its live debtors leave of it", async () => {
    const acme = await b.t.call(
      'debtor/client_credit_limit',
      { prospect_id: b.clients.acme },
      b.tokens.client,
    );
    // 500,000 − (40,000 + 60,000 + 30,000): the terminated Red River does not count.
    expect(acme.body.credit_limit).toEqual({
      client_active_credit_limit: '500000.00',
      available_credit_limit: '370000.00',
    });
    const bayside = await b.t.call(
      'debtor/client_credit_limit',
      { prospect_id: b.clients.bayside },
      b.tokens.admin,
    );
    // 250,000 − (25,000 + 50,000 + 15,000): the deleted Summit does not count.
    expect(bayside.body.credit_limit).toMatchObject({ available_credit_limit: '160000.00' });
  });
});
