import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, testClock, type TestApp } from './harness';
import { prospectResponses } from '../../src/server/db/schema/prospectResponses';
import { prospects } from '../../src/server/db/schema/prospects';
import { newDraftToken } from '../../src/server/modules/prospects/service';
import type { ProspectRow } from '../../src/shared/contract/prospectManagement';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-21T12:00:00Z');

interface Seeded {
  name: string;
  contact?: string;
  status?: 0 | 1 | 2;
  filled?: boolean;
  step?: number;
  funding?: string | null;
  daysAgo: number;
  deleted?: boolean;
}

/** Puts a prospect straight into the table, as the wizard would have left it. */
async function seedProspect(t: TestApp, p: Seeded) {
  const slug = p.name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const [row] = await t.db
    .insert(prospects)
    .values({
      draftToken: newDraftToken(),
      step: p.step ?? (p.filled ? 6 : 2),
      status: p.status ?? 0,
      applicationCompletelyFilled: p.filled ?? false,
      companyBusinessName: p.name,
      pocName: p.contact ?? `Contact of ${p.name}`,
      pocEmail: `owner@${slug}.test`,
      companyPhone: '5552013344',
      companyZip: '75001',
      companyState: 'Texas',
      companyCity: 'Addison',
      companyLegalStatus: '4',
      companyAddress: '1 Main Street',
      fundingAmount: p.funding ?? null,
      createdAt: new Date(now.getTime() - p.daysAgo * day),
      deletedAt: p.deleted ? now : null,
    })
    .returning();
  if (!row) throw new Error('prospect not stored');
  return row;
}

interface FilePart {
  field: string;
  filename: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser's FormData would send it. */
function formData(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----factordesk${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

type ListAnswer = {
  prospects: { data: ProspectRow[]; total: number; last_page: number; current_page: number };
};

describe('the prospect list and its cards', () => {
  let t: TestApp;
  let admin: string;

  async function list(body: Record<string, unknown> = {}, token = admin) {
    const answer = await t.call('prospect/fetch', body, token);
    expect(answer.statusCode).toBe(200);
    return (answer.body as unknown as ListAnswer).prospects;
  }
  const names = (page: { data: ProspectRow[] }) => page.data.map((row) => row.company_business_name);

  beforeAll(async () => {
    t = await startTestApp({ clock: testClock(now) });
    admin = await t.signIn('admin@factordesk.test');
    await seedProspect(t, { name: 'Atlas Hauling', contact: 'Nora Quill', step: 2, daysAgo: 10 });
    await seedProspect(t, { name: 'Birch Bakery', step: 4, funding: '45000.00', daysAgo: 9 });
    await seedProspect(t, { name: 'Cobalt Cargo', step: 1, daysAgo: 8 });
    await seedProspect(t, { name: 'Delta Dairy', filled: true, funding: '250000.00', daysAgo: 7 });
    await seedProspect(t, { name: 'Ember 100% Electric', filled: true, funding: '85000.00', daysAgo: 6 });
    await seedProspect(t, { name: 'Fable Farms', status: 2, filled: true, daysAgo: 5 });
    await seedProspect(t, { name: 'Granite Goods', status: 1, filled: true, daysAgo: 4 });
    await seedProspect(t, { name: 'Hollow Hops', deleted: true, daysAgo: 3 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts drafts in progress, tentative applications and fallouts; never clients or deleted prospects', async () => {
    const counts = { total_prospects: 3, total_duly_filled_applications: 2, total_fallouts: 1 };
    expect((await t.call('prospect/fetch/count', {}, admin)).body).toEqual({ status: true, ...counts });
    // The switch widens the list, not the cards.
    expect((await t.call('prospect/fetch/count', { show_all: true }, admin)).body).toEqual({
      status: true,
      ...counts,
    });
  });

  it('takes the spec browser’s flags as 0/1 (show_all: 1) as well as true/false', async () => {
    const counts = { status: true, total_prospects: 3, total_duly_filled_applications: 2, total_fallouts: 1 };
    for (const show_all of [1, 0, true, false]) {
      expect(await t.call('prospect/fetch/count', { show_all }, admin)).toEqual({
        statusCode: 200,
        body: counts,
      });
    }
    expect(names(await list({ show_all: 1, status: 2 }))).toEqual(
      names(await list({ show_all: true, status: 2 })),
    );
    expect(
      names(await list({ status: 0, application_completely_filled: 1, sort_by: 'created_at', sort_desc: 1 })),
    ).toEqual(['Ember 100% Electric', 'Delta Dairy']);
    expect((await t.call('prospect/fetch/count', { show_all: 2 }, admin)).statusCode).toBe(400);
    expect((await t.call('prospect/fetch/count', { show_all: 'yes' }, admin)).statusCode).toBe(400);
  });

  it('lists the category a card picks, newest first, each with as many rows as its card counts', async () => {
    expect(names(await list({ status: 0, application_completely_filled: false }))).toEqual([
      'Cobalt Cargo',
      'Birch Bakery',
      'Atlas Hauling',
    ]);
    expect(names(await list({ status: 0, application_completely_filled: true }))).toEqual([
      'Ember 100% Electric',
      'Delta Dairy',
    ]);
    expect(names(await list({ status: 2 }))).toEqual(['Fable Farms']);
    // Without the filled flag, status 0 is both of its cards.
    expect((await list({ status: 0 })).total).toBe(5);
  });

  it('with show_all lists every category together, still without clients and deleted prospects', async () => {
    const page = await list({ show_all: true, status: 2 });
    expect(names(page)).toEqual([
      'Fable Farms',
      'Ember 100% Electric',
      'Delta Dairy',
      'Cobalt Cargo',
      'Birch Bakery',
      'Atlas Hauling',
    ]);
    expect(page.data.map((row) => row.category)).toEqual([
      'fallout',
      'tentative',
      'tentative',
      'available',
      'available',
      'available',
    ]);
  });

  it('answers the list row of the spec, money as a decimal string and no limits before term sheets', async () => {
    const [delta] = (await list({ search_text: 'delta', show_all: true })).data;
    expect(delta).toMatchObject({
      company_business_name: 'Delta Dairy',
      poc_email: 'owner@deltadairy.test',
      company_phone: '5552013344',
      funding_amount: '250000.00',
      factoring_limit: null,
      active_credit_limit: null,
      step: 6,
      status: 0,
      application_completely_filled: true,
      category: 'tentative',
      future_status: null,
      last_reminder_at: null,
      created_at: new Date(now.getTime() - 7 * day).toISOString(),
    });
  });

  it('searches business name, contact name and email anywhere, ignoring case; % is just a character', async () => {
    expect(names(await list({ search_text: 'BAKERY', show_all: true }))).toEqual(['Birch Bakery']);
    expect(names(await list({ search_text: 'nora q', show_all: true }))).toEqual(['Atlas Hauling']);
    expect(names(await list({ search_text: '@cobaltcargo', show_all: true }))).toEqual(['Cobalt Cargo']);
    expect(names(await list({ search_text: '100%', show_all: true }))).toEqual(['Ember 100% Electric']);
    expect(names(await list({ search_text: '0%', show_all: true }))).toEqual(['Ember 100% Electric']);
    // A search stays inside the chosen card.
    expect((await list({ search_text: 'bakery', status: 2 })).total).toBe(0);
    // Clients and deleted prospects are not found either.
    expect((await list({ search_text: 'granite', show_all: true })).total).toBe(0);
    expect((await list({ search_text: 'hollow', show_all: true })).total).toBe(0);
  });

  it('sorts by the chosen column either way', async () => {
    const all = { show_all: true };
    expect(names(await list({ ...all, sort_by: 'company_business_name' }))).toEqual([
      'Atlas Hauling',
      'Birch Bakery',
      'Cobalt Cargo',
      'Delta Dairy',
      'Ember 100% Electric',
      'Fable Farms',
    ]);
    expect(names(await list({ ...all, sort_by: 'company_business_name', sort_desc: true }))[0]).toBe(
      'Fable Farms',
    );
    const byFunding = await list({
      status: 0,
      application_completely_filled: true,
      sort_by: 'funding_amount',
    });
    expect(names(byFunding)).toEqual(['Ember 100% Electric', 'Delta Dairy']);
    expect(names(await list({ ...all, sort_by: 'poc_email' }))[0]).toBe('Atlas Hauling');
  });

  it('pages without repeating or losing a row, and per_page 0 is All', async () => {
    const request = { show_all: true, per_page: 4, sort_by: 'company_business_name' };
    const first = await list({ ...request, page: 1 });
    const second = await list({ ...request, page: 2 });
    expect(first).toMatchObject({ total: 6, last_page: 2, current_page: 1 });
    expect(second).toMatchObject({ total: 6, last_page: 2, current_page: 2 });
    expect([...names(first), ...names(second)]).toEqual([
      'Atlas Hauling',
      'Birch Bakery',
      'Cobalt Cargo',
      'Delta Dairy',
      'Ember 100% Electric',
      'Fable Farms',
    ]);
    const everything = await list({ show_all: true, per_page: 0 });
    expect(everything).toMatchObject({ total: 6, last_page: 1 });
    expect(everything.data).toHaveLength(6);
  });

  it('refuses a client status, an unknown sort and unknown fields with 400', async () => {
    expect((await t.call('prospect/fetch', { status: 1 }, admin)).statusCode).toBe(400);
    expect((await t.call('prospect/fetch', { sort_by: 'fein' }, admin)).statusCode).toBe(400);
    expect((await t.call('prospect/fetch', { deleted: true }, admin)).statusCode).toBe(400);
  });

  it('is for holders of view_prospects only', async () => {
    const broker = await t.signIn('broker@factordesk.test');
    expect((await t.call('prospect/fetch', {}, broker)).statusCode).toBe(403);
    expect((await t.call('prospect/fetch/count', {}, broker)).statusCode).toBe(403);
    const analyst = await t.signIn('analyst@factordesk.test');
    expect((await list({ show_all: true }, analyst)).total).toBe(6);
  });
});

describe('the prospect actions', () => {
  let t: TestApp;
  let admin: string;
  let analyst: string;
  let serial = 0;

  const fresh = (p: Omit<Seeded, 'name' | 'daysAgo'> & { name?: string } = {}) => {
    serial += 1;
    return seedProspect(t, { name: `Prospect ${serial}`, daysAgo: 1, ...p });
  };
  const counts = async () => (await t.call('prospect/fetch/count', {}, admin)).body;
  const stored = async (id: number) => {
    const [row] = await t.db.select().from(prospects).where(eq(prospects.id, id));
    if (!row) throw new Error('prospect gone from the table');
    return row;
  };

  async function respond(fields: Record<string, string>, files: FilePart[] = [], token = admin) {
    const body = formData(fields, files);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/prospect/duly_filled_status/save',
      payload: body.payload,
      headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
    });
    return { statusCode: response.statusCode, body: response.json() as Record<string, unknown> };
  }
  const answer = {
    future_status: '2',
    comments: 'Asked for the aging report.',
    response_given_by_prospect: 'Friday.',
  };

  beforeAll(async () => {
    t = await startTestApp({ clock: testClock(now) });
    admin = await t.signIn('admin@factordesk.test');
    analyst = await t.signIn('analyst@factordesk.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('deletes for good: the prospect leaves the list and the cards, and cannot be acted on again', async () => {
    const draft = await fresh();
    const before = await counts();
    const deleted = await t.call('prospect/delete', { ids: [draft.id] }, admin);
    expect(deleted).toEqual({ statusCode: 200, body: { status: true, message: 'Prospect Deleted' } });
    expect(await counts()).toMatchObject({ total_prospects: Number(before.total_prospects) - 1 });
    const listed = await t.call(
      'prospect/fetch',
      { show_all: true, search_text: draft.companyBusinessName },
      admin,
    );
    expect((listed.body as unknown as ListAnswer).prospects.total).toBe(0);
    expect((await stored(draft.id)).deletedAt).not.toBeNull();

    expect((await t.call('prospect/delete', { ids: [draft.id] }, admin)).statusCode).toBe(404);
    expect((await t.call('prospect/status_change', { ids: [draft.id], status: 2 }, admin)).statusCode).toBe(
      404,
    );
    expect((await t.call('prospect/email/draft', { ids: [draft.id] }, admin)).statusCode).toBe(404);
  });

  it('deletes a selection whole or not at all; a client is not deleted from here', async () => {
    const live = await fresh();
    const client = await fresh({ status: 1, filled: true });
    const refused = await t.call('prospect/delete', { ids: [live.id, client.id] }, admin);
    expect(refused).toMatchObject({
      statusCode: 409,
      body: { status: false, message: 'A client is managed from the client list, not from the prospects.' },
    });
    expect((await stored(live.id)).deletedAt).toBeNull();
    expect((await t.call('prospect/delete', { ids: [live.id, 999_999] }, admin)).statusCode).toBe(404);
    expect((await stored(live.id)).deletedAt).toBeNull();
  });

  it('demotes to fallout for good, and refuses clients and a way back', async () => {
    const draft = await fresh();
    const tentative = await fresh({ filled: true });
    const before = await counts();
    const demoted = await t.call(
      'prospect/status_change',
      { ids: [draft.id, tentative.id], status: 2 },
      admin,
    );
    expect(demoted).toEqual({
      statusCode: 200,
      body: { status: true, message: '2 prospects have been moved to fallouts.' },
    });
    expect(await counts()).toEqual({
      status: true,
      total_prospects: Number(before.total_prospects) - 1,
      total_duly_filled_applications: Number(before.total_duly_filled_applications) - 1,
      total_fallouts: Number(before.total_fallouts) + 2,
    });

    // A fallout never goes back: no status 0 exists, and demoting again is refused.
    expect((await t.call('prospect/status_change', { ids: [draft.id], status: 0 }, admin)).statusCode).toBe(
      400,
    );
    const again = await t.call('prospect/status_change', { ids: [draft.id], status: 2 }, admin);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('A fallout stays a fallout: demotion to fallout cannot be undone.');

    const client = await fresh({ status: 1, filled: true });
    const other = await fresh();
    const mixed = await t.call('prospect/status_change', { ids: [other.id, client.id], status: 2 }, admin);
    expect(mixed.statusCode).toBe(409);
    expect((await stored(client.id)).status).toBe(1);
    expect((await stored(other.id)).status).toBe(0);
  });

  it('refuses Promote to Client without an advocate (the rest is tests/server/promotion.test.ts)', async () => {
    const tentative = await fresh({ filled: true });
    const withoutAdvocate = await t.call('prospect/status_change', { ids: [tentative.id], status: 1 }, admin);
    expect(withoutAdvocate).toMatchObject({
      statusCode: 400,
      body: { message: 'Client Advocate is required' },
    });
    expect((await stored(tentative.id)).status).toBe(0);
  });

  it('records a response for a tentative application and shows it in the list and the history, newest first', async () => {
    const tentative = await fresh({ filled: true });
    const first = await respond({ prospect_id: String(tentative.id), ...answer });
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({
      status: true,
      message: 'Response has been saved successfully.',
      response: {
        prospect_id: tentative.id,
        future_status: 2,
        comments: 'Asked for the aging report.',
        response_given_by_prospect: 'Friday.',
        attachment_path: null,
        created_by_name: 'Avery Admin',
      },
    });
    const second = await respond(
      {
        prospect_id: String(tentative.id),
        future_status: '3',
        comments: 'Call back.',
        response_given_by_prospect: 'On the 30th.',
      },
      [{ field: 'attachment_path', filename: 'aging report.pdf', data: pdf() }],
    );
    expect(second.statusCode).toBe(200);
    expect(String((second.body.response as { attachment_path: string }).attachment_path)).toMatch(
      /aging report\.pdf$/,
    );
    // Staff who may view prospects open the attachment; a client user may not.
    const stored = (second.body.response as { attachment_path: string }).attachment_path;
    const read = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/files/read',
        payload: { path: stored },
        headers: { authorization: `Bearer ${token}` },
      });
    const opened = await read(admin);
    expect(opened.statusCode).toBe(200);
    expect(opened.body.startsWith('%PDF')).toBe(true);
    expect((await read(await t.signIn('client@factordesk.test'))).statusCode).toBe(404);

    const history = await t.call('prospect/duly_filled_status/fetch', { prospect_id: tentative.id }, admin);
    const responses = history.body.responses as { future_status: number; comments: string }[];
    expect(responses.map((r) => [r.future_status, r.comments])).toEqual([
      [3, 'Call back.'],
      [2, 'Asked for the aging report.'],
    ]);
    const listed = await t.call(
      'prospect/fetch',
      { search_text: tentative.companyBusinessName, show_all: true },
      admin,
    );
    expect((listed.body as unknown as ListAnswer).prospects.data[0]?.future_status).toBe(3);
    // The history of another prospect is its own, and a missing one is 404.
    const other = await fresh({ filled: true });
    expect(
      (await t.call('prospect/duly_filled_status/fetch', { prospect_id: other.id }, admin)).body.responses,
    ).toEqual([]);
    expect(
      (await t.call('prospect/duly_filled_status/fetch', { prospect_id: 999_999 }, admin)).statusCode,
    ).toBe(404);
  });

  it('takes a response only for a tentative application', async () => {
    const draft = await fresh();
    const fallout = await fresh({ status: 2, filled: true });
    const client = await fresh({ status: 1, filled: true });
    for (const prospect of [draft, fallout, client]) {
      const refused = await respond({ prospect_id: String(prospect.id), ...answer });
      expect(refused.statusCode).toBe(409);
      expect(refused.body.message).toBe(
        'Change Status is only for a tentative application (submitted, neither fallout nor client).',
      );
    }
    expect(
      await t.db.select().from(prospectResponses).where(eq(prospectResponses.prospectId, draft.id)),
    ).toEqual([]);
    expect((await respond({ prospect_id: '999999', ...answer })).statusCode).toBe(404);
  });

  it('requires every field with the spec’s messages and keeps comments and response to 90 characters', async () => {
    const tentative = await fresh({ filled: true });
    const id = String(tentative.id);
    const blank = await respond({
      prospect_id: id,
      future_status: '',
      comments: '',
      response_given_by_prospect: '',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toMatchObject({
      message: 'Future Status is required',
      errors: {
        future_status: 'Future Status is required',
        comments: 'Comments is required',
        response_given_by_prospect: 'Response Given by Prospect is required',
      },
    });
    const long = await respond({ prospect_id: id, ...answer, comments: 'c'.repeat(91) });
    expect(long.body).toMatchObject({ message: 'Comments must be at most 90 characters' });
    const longAnswer = await respond({
      prospect_id: id,
      ...answer,
      response_given_by_prospect: 'r'.repeat(91),
    });
    expect(longAnswer.body).toMatchObject({
      message: 'Response Given by Prospect must be at most 90 characters',
    });
    const unknown = await respond({ prospect_id: id, ...answer, future_status: '9' });
    expect(unknown.statusCode).toBe(400);
    expect(
      await t.db.select().from(prospectResponses).where(eq(prospectResponses.prospectId, tentative.id)),
    ).toEqual([]);
    const atLimit = await respond({
      prospect_id: id,
      ...answer,
      comments: 'c'.repeat(90),
      response_given_by_prospect: 'r'.repeat(90),
    });
    expect(atLimit.statusCode).toBe(200);
  });

  it('refuses an attachment that is not what its name says, or named with # or &, and records nothing', async () => {
    const tentative = await fresh({ filled: true });
    const fields = { prospect_id: String(tentative.id), ...answer };
    const disguised = await respond(fields, [
      { field: 'attachment_path', filename: 'report.pdf', data: exe() },
    ]);
    expect(disguised).toMatchObject({ statusCode: 400, body: { message: 'File type exe is not allowed.' } });
    const badName = await respond(fields, [{ field: 'attachment_path', filename: 'a#b.pdf', data: pdf() }]);
    expect(badName.body.message).toBe('Filename must not include # or &');
    const program = await respond(fields, [{ field: 'attachment_path', filename: 'setup.exe', data: exe() }]);
    expect(program.body.message).toBe('File type exe is not allowed.');
    const stray = await respond(fields, [{ field: 'other', filename: 'a.pdf', data: pdf() }]);
    expect(stray.statusCode).toBe(400);
    expect(
      await t.db.select().from(prospectResponses).where(eq(prospectResponses.prospectId, tentative.id)),
    ).toEqual([]);
    expect((await stored(tentative.id)).futureStatus).toBeNull();
  });

  it('mails a draft its resume link and a submitted application a request for what is missing', async () => {
    const created = await t.call('prospect/save-application', {
      step: 1,
      company_business_name: 'Juniper Joinery',
      poc_name: 'Ivy Stone',
      poc_email: 'ivy@juniper.test',
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
    });
    expect(created.statusCode).toBe(200);
    const token = String((created.body.prospect as { id: string }).id);
    const [draft] = await t.db.select().from(prospects).where(eq(prospects.draftToken, token));
    if (!draft) throw new Error('draft expected');
    const tentative = await fresh({ filled: true });

    const sent = await t.call('prospect/email/draft', { ids: [draft.id, tentative.id] }, admin);
    expect(sent).toEqual({
      statusCode: 200,
      body: { status: true, message: 'A reminder has been mailed to 2 prospects.' },
    });
    const [draftMail] = await t.mailsTo('ivy@juniper.test');
    expect(draftMail?.text).toContain(`http://localhost:3000/registernow?id=${token}`);
    expect(draftMail?.text).toContain('Hello Ivy Stone,');
    const [tentativeMail] = await t.mailsTo(tentative.pocEmail);
    expect(tentativeMail?.text).toContain('Please send what is missing');
    expect(tentativeMail?.text).not.toContain('registernow');
    expect((await stored(draft.id)).lastReminderAt?.toISOString()).toBe(now.toISOString());

    const fallout = await fresh({ status: 2, filled: true });
    const refused = await t.call('prospect/email/draft', { ids: [fallout.id] }, admin);
    expect(refused).toMatchObject({ statusCode: 409, body: { message: 'A fallout is not sent reminders.' } });
    expect(await t.mailsTo(fallout.pocEmail)).toEqual([]);
  });

  it('answers 403 to a caller without the action’s right', async () => {
    const tentative = await fresh({ filled: true });
    const ids = [tentative.id];
    expect((await t.call('prospect/delete', { ids }, analyst)).statusCode).toBe(403);
    expect((await t.call('prospect/status_change', { ids, status: 2 }, analyst)).statusCode).toBe(403);
    expect((await t.call('prospect/email/draft', { ids }, analyst)).statusCode).toBe(403);
    expect((await respond({ prospect_id: String(tentative.id), ...answer }, [], analyst)).statusCode).toBe(
      403,
    );
    // The analyst may read the history.
    expect(
      (await t.call('prospect/duly_filled_status/fetch', { prospect_id: tentative.id }, analyst)).statusCode,
    ).toBe(200);
    expect((await stored(tentative.id)).status).toBe(0);
    expect((await stored(tentative.id)).deletedAt).toBeNull();
  });
});
