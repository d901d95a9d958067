import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { rights, roleRights, roles, users } from '../../src/server/db/schema';
import { prospectDocuments } from '../../src/server/db/schema/prospectDocuments';
import { prospects } from '../../src/server/db/schema/prospects';
import { hashPassword } from '../../src/server/modules/session/passwords';
import type { ProspectDocument } from '../../src/shared/contract/prospectDocuments';

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

// Files whose leading bytes say what they are, as real ones do.
const pdf = (size = 200) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 0x20)]);
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0x90)]);
/** An OLE compound file, the container of legacy .doc and .xls. */
const compound = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]);

function png(): Buffer {
  const header = Buffer.concat([Buffer.from('IHDR'), Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(header));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    length,
    header,
    check,
  ]);
}

/** A zip of uncompressed entries: enough of an Office Open XML file to be recognised by its bytes. */
function zipOf(entries: Record<string, string>): Buffer {
  const parts: Buffer[] = [];
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt32LE(crc32(data), 14);
    head.writeUInt32LE(data.length, 18);
    head.writeUInt32LE(data.length, 22);
    head.writeUInt16LE(Buffer.byteLength(name), 26);
    parts.push(head, Buffer.from(name), data);
  }
  return Buffer.concat(parts);
}
const docx = () =>
  zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': '<w:document/>',
  });

interface Upload {
  name: string;
  data: Buffer;
}

/** The form a browser sends: the fields and the files under attachment_path[]. */
function uploadForm(fields: Record<string, string | number>, files: readonly Upload[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const file of files)
    form.append('attachment_path[]', new Blob([new Uint8Array(file.data)]), file.name);
  return form;
}

type DocumentsAnswer = { underwriting_documents: ProspectDocument[] };

describe('the documents checklist of an application', () => {
  let t: TestApp;
  let admin: string;
  let clientUser: string;
  let viewer: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@factordesk.test');
    clientUser = await t.signIn('client@factordesk.test');
    // Staff who may only look at prospects.
    const [role] = await t.db
      .insert(roles)
      .values({ roleName: 'Prospect Viewer', roleType: 'custom' })
      .returning();
    const [right] = await t.db.select().from(rights).where(eq(rights.rightName, 'view_prospects'));
    await t.db.insert(roleRights).values({ roleId: role!.id, rightId: right!.id });
    await t.db.insert(users).values({
      firstName: 'Vera',
      email: 'viewer@factordesk.test',
      username: 'viewer',
      passwordHash: await hashPassword('Factor#2026'),
      roleId: role!.id,
    });
    viewer = await t.signIn('viewer@factordesk.test');
  });
  afterAll(() => t.close());

  /** A new public application: its draft token and its numeric id. */
  async function newDraft(): Promise<{ token: string; id: number }> {
    const started = await t.call('prospect/save-application', { step: 1, ...business });
    expect(started.statusCode).toBe(200);
    const token = (started.body.prospect as { id: string }).id;
    const [row] = await t.db
      .select({ id: prospects.id })
      .from(prospects)
      .where(eq(prospects.draftToken, token));
    return { token, id: row!.id };
  }

  const upload = (
    prospect: string | number,
    files: readonly Upload[],
    type = 'Owner ID',
    token?: string,
    extra: Record<string, string> = {},
  ) =>
    t.call(
      'prospect/attachment/save',
      uploadForm({ prospect_id: prospect, attachment_type: type, ...extra }, files),
      token,
    );

  const documentsOf = async (prospectId: number) =>
    t.db.select().from(prospectDocuments).where(eq(prospectDocuments.prospectId, prospectId));

  /** The files written to the store for one prospect. */
  const filesOnDisk = (prospectId: number) => {
    const folder = join(t.deps.config.FILES_DIR, 'prospect-documents', String(prospectId));
    return existsSync(folder) ? readdirSync(folder) : [];
  };

  const isStored = (path: string) =>
    t.deps.files.read(path).then(
      () => true,
      () => false,
    );

  const view = (prospect: string | number, blobName: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/prospect/attachment/blob',
      payload: { prospect_id: prospect, blobName },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('files a document under its type and shows it by the name it was uploaded with', async () => {
    const draft = await newDraft();
    const empty = await t.call('prospect/attachment/fetch', { prospect_id: draft.token });
    expect(empty.body).toEqual({ status: true, underwriting_documents: [] });

    const answer = await upload(draft.token, [{ name: 'Passport scan.pdf', data: pdf() }]);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('File Uploaded');
    const [document] = (answer.body as unknown as DocumentsAnswer).underwriting_documents;
    expect(document).toMatchObject({ attachment_type: 'Owner ID', name: 'Passport scan.pdf' });
    // The stored name carries the 13-character prefix that the name shown leaves out.
    expect(document!.attachment_path.split('/').at(-1)).toHaveLength(13 + 'Passport scan.pdf'.length);
    expect(await isStored(document!.attachment_path)).toBe(true);

    const fetched = await t.call('prospect/attachment/fetch', { prospect_id: draft.token });
    expect((fetched.body as unknown as DocumentsAnswer).underwriting_documents).toEqual([document]);
  });

  it('answers the bytes of a file with the content type proven at upload', async () => {
    const draft = await newDraft();
    const bytes = pdf(500);
    const answer = await upload(
      draft.token,
      [{ name: 'statement.pdf', data: bytes }],
      'Financial Statements',
    );
    const [document] = (answer.body as unknown as DocumentsAnswer).underwriting_documents;

    const file = await view(draft.token, document!.attachment_path);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a program renamed .pdf and stores none of the files sent with it', async () => {
    const draft = await newDraft();
    const answer = await upload(draft.token, [
      { name: 'statement.pdf', data: pdf() },
      { name: 'invoice.pdf', data: exe() },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe('File type exe is not allowed.');
    expect(await documentsOf(draft.id)).toHaveLength(0);
    expect(filesOnDisk(draft.id)).toEqual([]);
  });

  it('keeps neither row nor file when the store fails part-way through an upload', async () => {
    const draft = await newDraft();
    const save = t.deps.files.save;
    let saves = 0;
    t.deps.files.save = async (...args) => {
      saves += 1;
      if (saves === 2) throw new Error('disk full');
      return save(...args);
    };
    try {
      const answer = await upload(draft.token, [
        { name: 'a.pdf', data: pdf() },
        { name: 'b.pdf', data: pdf() },
      ]);
      expect(answer.statusCode).toBe(500);
    } finally {
      t.deps.files.save = save;
    }
    expect(await documentsOf(draft.id)).toHaveLength(0);
    expect(filesOnDisk(draft.id)).toEqual([]);
  });

  it('refuses a picture named .pdf and a file whose bytes say nothing', async () => {
    const draft = await newDraft();
    const mislabelled = await upload(draft.token, [{ name: 'scan.pdf', data: png() }]);
    expect(mislabelled.statusCode).toBe(400);
    expect(mislabelled.body.message).toBe('Invalid file type');
    const unknown = await upload(draft.token, [{ name: 'notes.doc', data: Buffer.from('plain words') }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toBe('Invalid file type');
    expect(await documentsOf(draft.id)).toHaveLength(0);
  });

  it('refuses a file over 3 MB, a name with # or &, and a type outside the list', async () => {
    const draft = await newDraft();
    const large = await upload(draft.token, [{ name: 'big.pdf', data: pdf(3_100_000) }]);
    expect(large.statusCode).toBe(400);
    expect(large.body.message).toBe('big.pdf size is greater than allowed size.');

    for (const name of ['Q1 #2.pdf', 'Smith & Sons.pdf']) {
      const answer = await upload(draft.token, [{ name, data: pdf() }]);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message).toBe('Filename must not include # or &');
    }
    const text = await upload(draft.token, [{ name: 'notes.txt', data: Buffer.from('hello') }]);
    expect(text.statusCode).toBe(400);
    expect(text.body.message).toBe('File type txt is not allowed.');
    expect(await documentsOf(draft.id)).toHaveLength(0);
  });

  it('takes only the checklist’s 17 document types', async () => {
    const draft = await newDraft();
    const answer = await upload(draft.token, [{ name: 'a.pdf', data: pdf() }], 'Holiday Photos');
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe('Attachment Type must be one of the documents of the checklist.');
    expect(await documentsOf(draft.id)).toHaveLength(0);
  });

  it('takes 4 files of different kinds at once, and refuses a 5th of the same type', async () => {
    const draft = await newDraft();
    const four = await upload(
      draft.token,
      [
        { name: 'check.pdf', data: pdf() },
        { name: 'check.png', data: png() },
        { name: 'check.jpeg', data: jpeg() },
        { name: 'check.doc', data: compound() },
      ],
      'Voided Check',
    );
    expect(four.statusCode).toBe(200);
    expect((four.body as unknown as DocumentsAnswer).underwriting_documents.map((d) => d.name)).toEqual([
      'check.pdf',
      'check.png',
      'check.jpeg',
      'check.doc',
    ]);
    const types = (await documentsOf(draft.id)).map((row) => row.contentType);
    expect(types).toEqual(['application/pdf', 'image/png', 'image/jpeg', 'application/msword']);

    const fifth = await upload(draft.token, [{ name: 'check-2.pdf', data: pdf() }], 'Voided Check');
    expect(fifth.statusCode).toBe(400);
    expect(fifth.body.message).toBe('You can upload a maximum of 4 files.');
    // Another type has its own 4.
    const other = await upload(draft.token, [{ name: 'policy.docx', data: docx() }], 'Liability Insurance');
    expect(other.statusCode).toBe(200);
    expect(await documentsOf(draft.id)).toHaveLength(5);
  });

  it('refuses 5 files in one upload', async () => {
    const draft = await newDraft();
    const files = ['1', '2', '3', '4', '5'].map((n) => ({ name: `${n}.pdf`, data: pdf() }));
    const answer = await upload(draft.token, files);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe('You can upload a maximum of 4 files.');
    expect(await documentsOf(draft.id)).toHaveLength(0);
  });

  it('reads and changes nothing with a forged or guessed draft token', async () => {
    const draft = await newDraft();
    const stored = await upload(draft.token, [{ name: 'id.pdf', data: pdf() }]);
    const [document] = (stored.body as unknown as DocumentsAnswer).underwriting_documents;
    for (const forged of ['A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6', `${draft.token.slice(0, -1)}x`, 'short']) {
      const fetched = await t.call('prospect/attachment/fetch', { prospect_id: forged });
      expect(fetched.statusCode).toBe(404);
      expect(fetched.body).toEqual({ status: false, message: 'Record not found.' });
      expect((await upload(forged, [{ name: 'x.pdf', data: pdf() }])).statusCode).toBe(404);
      expect((await view(forged, document!.attachment_path)).statusCode).toBe(404);
      const removed = await t.call('prospect/attachment/delete', { id: document!.id, prospect_id: forged });
      expect(removed.statusCode).toBe(404);
    }
    expect(await documentsOf(draft.id)).toHaveLength(1);
    expect(await isStored(document!.attachment_path)).toBe(true);
  });

  it('answers 404 for a file of another prospect', async () => {
    const mine = await newDraft();
    const theirs = await newDraft();
    const answer = await upload(theirs.token, [{ name: 'their-id.pdf', data: pdf() }]);
    const [their] = (answer.body as unknown as DocumentsAnswer).underwriting_documents;

    const removed = await t.call('prospect/attachment/delete', { id: their!.id, prospect_id: mine.token });
    expect(removed.statusCode).toBe(404);
    expect((await view(mine.token, their!.attachment_path)).statusCode).toBe(404);
    expect(await documentsOf(theirs.id)).toHaveLength(1);
  });

  it('deletes a file with its stored bytes', async () => {
    const draft = await newDraft();
    const answer = await upload(draft.token, [
      { name: 'a.pdf', data: pdf() },
      { name: 'b.pdf', data: pdf() },
    ]);
    const [first, second] = (answer.body as unknown as DocumentsAnswer).underwriting_documents;
    const removed = await t.call('prospect/attachment/delete', { id: first!.id, prospect_id: draft.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.body.message).toBe('File has been deleted successfully');
    expect((removed.body as unknown as DocumentsAnswer).underwriting_documents).toEqual([second]);
    expect(await isStored(first!.attachment_path)).toBe(false);
    expect((await view(draft.token, first!.attachment_path)).statusCode).toBe(404);
  });

  it('lets staff with the right work on a prospect by its id, and refuses those without it', async () => {
    const draft = await newDraft();
    const staff = await upload(draft.id, [{ name: 'form.pdf', data: pdf() }], 'Application Form', admin);
    expect(staff.statusCode).toBe(200);
    const [document] = (staff.body as unknown as DocumentsAnswer).underwriting_documents;
    const file = await view(draft.id, document!.attachment_path, admin);
    expect(file.statusCode).toBe(200);

    // view_prospects reads the checklist but changes nothing.
    const read = await t.call('prospect/attachment/fetch', { prospect_id: draft.id }, viewer);
    expect(read.statusCode).toBe(200);
    expect((await upload(draft.id, [{ name: 'x.pdf', data: pdf() }], 'Owner ID', viewer)).statusCode).toBe(
      403,
    );
    const viewerDelete = await t.call(
      'prospect/attachment/delete',
      { id: document!.id, prospect_id: draft.id },
      viewer,
    );
    expect(viewerDelete.statusCode).toBe(403);

    // A client user holds no prospect right; without a token a number names nothing.
    expect(
      (await t.call('prospect/attachment/fetch', { prospect_id: draft.id }, clientUser)).statusCode,
    ).toBe(403);
    expect((await t.call('prospect/attachment/fetch', { prospect_id: draft.id })).statusCode).toBe(404);
    expect((await upload(draft.id, [{ name: 'x.pdf', data: pdf() }])).statusCode).toBe(404);
    expect(await documentsOf(draft.id)).toHaveLength(1);
  });

  it('keeps a submitted application’s files from public changes, but not from staff', async () => {
    const draft = await newDraft();
    const stored = await upload(draft.token, [{ name: 'id.pdf', data: pdf() }]);
    const [document] = (stored.body as unknown as DocumentsAnswer).underwriting_documents;
    const submitted = await t.call('prospect/save-application', {
      step: 6,
      id: draft.token,
      application_completely_filled: true,
    });
    expect(submitted.statusCode).toBe(200);

    const locked = 'This application has already been submitted and can no longer be changed.';
    const more = await upload(draft.token, [{ name: 'more.pdf', data: pdf() }]);
    expect(more.statusCode).toBe(409);
    expect(more.body.message).toBe(locked);
    const removed = await t.call('prospect/attachment/delete', {
      id: document!.id,
      prospect_id: draft.token,
    });
    expect(removed.statusCode).toBe(409);
    expect(await isStored(document!.attachment_path)).toBe(true);
    expect((await t.call('prospect/attachment/fetch', { prospect_id: draft.token })).statusCode).toBe(200);

    const staff = await upload(draft.id, [{ name: 'more.pdf', data: pdf() }], 'Owner ID', admin);
    expect(staff.statusCode).toBe(200);
  });

  it('takes company_id from staff only', async () => {
    const draft = await newDraft();
    const publicCaller = await upload(draft.token, [{ name: 'a.pdf', data: pdf() }], 'Owner ID', undefined, {
      company_id: '7',
    });
    expect(publicCaller.statusCode).toBe(403);
    const staff = await upload(draft.id, [{ name: 'a.pdf', data: pdf() }], 'Owner ID', admin, {
      company_id: '7',
    });
    expect(staff.statusCode).toBe(200);
  });
});
