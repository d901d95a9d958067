import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { staffWithRights } from './invoicesBook';
import { businessNameSearches, businessNameSearchNotes } from '../../src/server/db/schema/onboarding';
import { prospects } from '../../src/server/db/schema/prospects';
import type { BusinessNameSearch } from '../../src/shared/contract/businessNameSearch';

const business = {
  company_business_name: 'Lakeside Haulers',
  poc_name: 'Rita Moss',
  poc_email: 'rita.moss@lakeside.test',
  company_country_phone_code: '+1',
  company_phone: '555-301-4455',
  company_fein: '12-3456780',
  company_date_established: '2014-03-01',
  company_zip: '75001',
  company_state: 'Texas',
  company_city: 'Addison',
  company_legal_status: 'LLC',
  company_address: '9 Lake Road',
  company_company_taxes_past_due_status: 0,
  company_tax_lien_field: 0,
};

const pdf = (size = 200) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 0x20)]);
const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0x90)]);

interface Upload {
  name: string;
  data: Buffer;
}

/** The form the tab sends: name, prospect_id, notes as a JSON list and the one file as attachment. */
function searchForm(
  fields: Record<string, string | number>,
  files: readonly Upload[],
  field = 'attachment',
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const file of files) form.append(field, new Blob([new Uint8Array(file.data)]), file.name);
  return form;
}

type SearchesAnswer = { attachments: BusinessNameSearch[] };

describe('business name searches of a prospect', () => {
  let t: TestApp;
  let admin: string;
  let clientUser: string;
  let viewer: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@factordesk.test');
    clientUser = await t.signIn('client@factordesk.test');
    // Staff who may look at prospects but not search business names.
    viewer = await staffWithRights(t, 'Prospect Viewer', ['view_prospects']);
  });
  afterAll(() => t.close());

  async function newProspect(): Promise<number> {
    const started = await t.call('prospect/save-application', { step: 1, ...business });
    expect(started.statusCode).toBe(200);
    const token = (started.body.prospect as { id: string }).id;
    const [row] = await t.db
      .select({ id: prospects.id })
      .from(prospects)
      .where(eq(prospects.draftToken, token));
    return row!.id;
  }

  const save = (
    prospectId: number | string,
    fields: { name?: string; notes?: unknown } = {},
    files: readonly Upload[] = [{ name: 'search result.pdf', data: pdf() }],
    token = admin,
    field = 'attachment',
  ) =>
    t.call(
      'business_name_search/save',
      searchForm(
        {
          prospect_id: prospectId,
          name: fields.name ?? 'Texas SOS',
          ...(fields.notes === undefined ? {} : { notes: JSON.stringify(fields.notes) }),
        },
        files,
        field,
      ),
      token,
    );

  const list = async (prospectId: number, token = admin) => {
    const answer = await t.call('business_name_search/attachments', { prospect_id: prospectId }, token);
    return { ...answer, searches: (answer.body as unknown as SearchesAnswer).attachments };
  };

  const storedSearches = (prospectId: number) =>
    t.db.select().from(businessNameSearches).where(eq(businessNameSearches.prospectId, prospectId));

  const filesOnDisk = (prospectId: number) => {
    const folder = join(t.deps.config.FILES_DIR, 'business-name-searches', String(prospectId));
    return existsSync(folder) ? readdirSync(folder) : [];
  };

  it('saves a search with its notes and lists it with each note and its date', async () => {
    const id = await newProspect();
    const answer = await save(id, { notes: ['No conflicts in Texas.', '  ', 'Checked DBA filings too.'] });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({
      status: true,
      message: 'Business Name Search has been created successfully.',
    });

    const { statusCode, searches } = await list(id);
    expect(statusCode).toBe(200);
    expect(searches).toHaveLength(1);
    const [search] = searches;
    expect(search).toMatchObject({ prospect_id: id, name: 'Texas SOS' });
    // The blank note was dropped.
    expect(search!.notes.map((n) => n.note)).toEqual(['No conflicts in Texas.', 'Checked DBA filings too.']);
    expect(Number.isNaN(Date.parse(search!.notes[0]!.updated_at))).toBe(false);
    expect(filesOnDisk(id)).toHaveLength(1);
  });

  it('serves the attachment with the caller’s rights and the type proven at upload', async () => {
    const id = await newProspect();
    const bytes = pdf(400);
    await save(id, {}, [{ name: 'result.pdf', data: bytes }]);
    const { searches } = await list(id);
    const view = (prospectId: number, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/business_name_search/attachment/blob',
        payload: { prospect_id: prospectId, blobName: searches[0]!.path },
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const file = await view(id, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(bytes)).toBe(true);
    // Another prospect does not reach this file, nor does anyone without a session or the right.
    expect((await view(await newProspect(), admin)).statusCode).toBe(404);
    expect((await view(id)).statusCode).toBe(401);
    expect((await view(id, viewer)).statusCode).toBe(403);
  });

  it('edits a note; a blank or too long note is refused, and another prospect’s note id names nothing', async () => {
    const id = await newProspect();
    await save(id, { notes: ['First look.'] });
    const { searches } = await list(id);
    const noteId = searches[0]!.notes[0]!.id;

    const edited = await t.call(
      'business_name_search/note/edit',
      { id: noteId, prospect_id: id, note: 'Second look.' },
      admin,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toEqual({ status: true });
    expect((await list(id)).searches[0]!.notes[0]!.note).toBe('Second look.');
    // A note is a text area: its line breaks are kept.
    const twoLines = await t.call(
      'business_name_search/note/edit',
      { id: noteId, prospect_id: id, note: 'Line one\nLine two' },
      admin,
    );
    expect(twoLines.statusCode).toBe(200);
    expect((await list(id)).searches[0]!.notes[0]!.note).toBe('Line one\nLine two');
    await t.call(
      'business_name_search/note/edit',
      { id: noteId, prospect_id: id, note: 'Second look.' },
      admin,
    );

    const blank = await t.call(
      'business_name_search/note/edit',
      { id: noteId, prospect_id: id, note: '  ' },
      admin,
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.body.message).toBe('Note is required');
    const long = await t.call(
      'business_name_search/note/edit',
      { id: noteId, prospect_id: id, note: 'x'.repeat(251) },
      admin,
    );
    expect(long.statusCode).toBe(400);

    const missing = await t.call(
      'business_name_search/note/edit',
      { id: 2_000_000, prospect_id: id, note: 'x' },
      admin,
    );
    expect(missing.statusCode).toBe(404);
    // Named under another prospect, the note is not found and stays as it was.
    const other = await newProspect();
    const elsewhere = await t.call(
      'business_name_search/note/edit',
      { id: noteId, prospect_id: other, note: 'x' },
      admin,
    );
    expect(elsewhere.statusCode).toBe(404);
    const noControl = await t.call(
      'business_name_search/note/edit',
      { id: noteId, prospect_id: id, note: 'a\u0000b' },
      admin,
    );
    expect(noControl.statusCode).toBe(400);
    // The note of a deleted prospect is gone with it.
    await t.db.update(prospects).set({ deletedAt: new Date() }).where(eq(prospects.id, id));
    const gone = await t.call(
      'business_name_search/note/edit',
      { id: noteId, prospect_id: id, note: 'Third look.' },
      admin,
    );
    expect(gone.statusCode).toBe(404);
    const [note] = await t.db
      .select()
      .from(businessNameSearchNotes)
      .where(eq(businessNameSearchNotes.id, noteId));
    expect(note!.note).toBe('Second look.');
  });

  it('refuses three notes, a note of 251 characters and a name of 26, storing nothing', async () => {
    const id = await newProspect();
    const three = await save(id, { notes: ['a', 'b', 'c'] });
    expect(three.statusCode).toBe(400);
    expect(three.body.message).toBe('Limit: Maximum 2 notes allowed');
    expect((await save(id, { notes: ['x'.repeat(251)] })).statusCode).toBe(400);
    expect((await save(id, { notes: 'not a list' })).statusCode).toBe(400);
    expect((await save(id, { name: 'n'.repeat(26) })).statusCode).toBe(400);
    expect((await save(id, { name: '   ' })).body.message).toBe('Attachment Name is required');
    expect((await save(id, { name: 'Bad\u0007name' })).statusCode).toBe(400);
    expect(await storedSearches(id)).toHaveLength(0);
    expect(filesOnDisk(id)).toHaveLength(0);
  });

  it('checks the file by its bytes, name and count', async () => {
    const id = await newProspect();
    const renamed = await save(id, {}, [{ name: 'result.pdf', data: exe() }]);
    expect(renamed.statusCode).toBe(400);
    const hashed = await save(id, {}, [{ name: 'result#1.pdf', data: pdf() }]);
    expect(hashed.statusCode).toBe(400);
    expect(hashed.body.message).toBe('Filename must not include # or &');
    const none = await save(id, {}, []);
    expect(none.statusCode).toBe(400);
    expect(none.body.message).toBe('File Required, Please select the file first');
    const two = await save(id, {}, [
      { name: 'a.pdf', data: pdf() },
      { name: 'b.pdf', data: pdf() },
    ]);
    expect(two.statusCode).toBe(400);
    const tooBig = await save(id, {}, [{ name: 'big.pdf', data: pdf(3_000_001) }]);
    expect([400, 413]).toContain(tooBig.statusCode);
    const otherField = await save(id, {}, [{ name: 'a.pdf', data: pdf() }], admin, 'file');
    expect(otherField.statusCode).toBe(400);
    expect(await storedSearches(id)).toHaveLength(0);
    expect(filesOnDisk(id)).toHaveLength(0);
  });

  it('takes no new search for a deleted or fallout prospect, but does for a client', async () => {
    const fallout = await newProspect();
    await t.db.update(prospects).set({ status: 2 }).where(eq(prospects.id, fallout));
    expect((await save(fallout)).statusCode).toBe(409);

    const deleted = await newProspect();
    await t.db.update(prospects).set({ deletedAt: new Date() }).where(eq(prospects.id, deleted));
    expect((await save(deleted)).statusCode).toBe(409);
    expect((await list(deleted)).statusCode).toBe(404);

    const client = await newProspect();
    await t.db.update(prospects).set({ status: 1, promotedAt: new Date() }).where(eq(prospects.id, client));
    expect((await save(client)).statusCode).toBe(200);
    expect(filesOnDisk(fallout)).toHaveLength(0);
    expect(filesOnDisk(deleted)).toHaveLength(0);
  });

  it('answers 404 for an unknown prospect and 400 for a forged id or an extra field', async () => {
    expect((await save(2_000_000)).statusCode).toBe(404);
    expect((await save('1e3')).statusCode).toBe(400);
    expect((await t.call('business_name_search/attachments', { prospect_id: '1e3' }, admin)).statusCode).toBe(
      400,
    );
    const id = await newProspect();
    const extra = await t.call('business_name_search/attachments', { prospect_id: id, other: 1 }, admin);
    expect(extra.statusCode).toBe(400);
    const extraForm = searchForm({ prospect_id: id, name: 'Texas SOS', other: 'x' }, [
      { name: 'a.pdf', data: pdf() },
    ]);
    expect((await t.call('business_name_search/save', extraForm, admin)).statusCode).toBe(400);
  });

  it('refuses staff without the right and client users', async () => {
    const id = await newProspect();
    await save(id, { notes: ['A note.'] });
    const noteId = (await list(id)).searches[0]!.notes[0]!.id;

    expect((await save(id, {}, undefined, viewer)).statusCode).toBe(403);
    expect((await list(id, viewer)).statusCode).toBe(403);
    expect(
      (await t.call('business_name_search/note/edit', { id: noteId, prospect_id: id, note: 'x' }, viewer))
        .statusCode,
    ).toBe(403);

    for (const answer of [
      await save(id, {}, undefined, clientUser),
      await list(id, clientUser),
      await t.call('business_name_search/note/edit', { id: noteId, prospect_id: id, note: 'x' }, clientUser),
    ]) {
      expect([403, 404]).toContain(answer.statusCode);
    }
    expect((await t.call('business_name_search/attachments', { prospect_id: id })).statusCode).toBe(401);
    expect(await storedSearches(id)).toHaveLength(1);
  });

  it('keeps both of two searches saved at once, each with its own file', async () => {
    const id = await newProspect();
    const [a, b] = await Promise.all([
      save(id, { name: 'First', notes: ['one'] }),
      save(id, { name: 'Second', notes: ['two'] }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const { searches } = await list(id);
    expect(searches.map((s) => s.name).sort()).toEqual(['First', 'Second']);
    expect(filesOnDisk(id)).toHaveLength(2);
  });
});
