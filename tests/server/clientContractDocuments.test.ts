import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { clientContractDocuments, prospects } from '../../src/server/db/schema';
import { prospectStatuses } from '../../src/shared/constants';
import type { ContractDocument } from '../../src/shared/contract/clientProfile';
import { grantRole, startDebtorBook, type DebtorBook } from './debtorsBook';

// Files whose leading bytes say what they are, as real ones do.
const pdf = (text = 'agreement') =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(text), Buffer.alloc(200, 0x20)]);
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0x90)]);

interface Part {
  field: string;
  filename: string;
  data: Buffer;
}

function multipart(fields: Record<string, string>, files: readonly Part[]) {
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

/** The Contract Documents tab: W9, 8821 and the factoring agreement, one file each (spec part 3 §3, §8). */
describe('client contract documents', () => {
  let b: DebtorBook;

  async function upload(
    prospectId: number | string,
    kind: string,
    files: readonly Part[] | Part,
    token = b.tokens.ca,
    extra: Record<string, string> = {},
  ) {
    const body = multipart(
      { prospect_id: String(prospectId), kind, ...extra },
      Array.isArray(files) ? files : [files],
    );
    const response = await b.t.app.inject({
      method: 'POST',
      url: '/api/v1/client/contract_document/save',
      payload: body.payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    });
    return {
      statusCode: response.statusCode,
      body: response.json() as { status: boolean; message?: string; documents?: ContractDocument[] },
    };
  }
  const file = (filename: string, data: Buffer = pdf()): Part => ({ field: 'attachment', filename, data });
  const documents = async (prospectId: number, token = b.tokens.ca) =>
    (await b.t.call('client/contract_document/fetch', { prospect_id: prospectId }, token)).body
      .documents as ContractDocument[];
  const pathOf = async (id: number) => {
    const [row] = await b.t.db
      .select()
      .from(clientContractDocuments)
      .where(eq(clientContractDocuments.id, id));
    return row?.attachmentPath;
  };
  const isStored = (path: string) =>
    b.t.deps.files.read(path).then(
      () => true,
      () => false,
    );
  const view = (prospectId: number, id: number, token = b.tokens.ca) =>
    b.t.app.inject({
      method: 'POST',
      url: '/api/v1/client/contract_document/blob',
      payload: { prospect_id: prospectId, id },
      headers: { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    b = await startDebtorBook();
  });
  afterAll(async () => {
    await b.t.close();
  });

  it('keeps one file per kind, a new upload replacing the old, whose bytes then go', async () => {
    expect(await documents(b.clients.acme)).toEqual([]);
    const first = await upload(b.clients.acme, 'w9', file('W9 2026.pdf'));
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe('File Uploaded');
    expect(first.body.documents).toEqual([expect.objectContaining({ kind: 'w9', name: 'W9 2026.pdf' })]);
    const oldId = first.body.documents![0]!.id;
    const oldPath = (await pathOf(oldId))!;
    expect(await isStored(oldPath)).toBe(true);

    await upload(b.clients.acme, '8821', file('Form 8821.jpg', jpeg()));
    const replaced = await upload(b.clients.acme, 'w9', file('W9 signed.pdf'));
    expect(replaced.statusCode).toBe(200);
    const listed = await documents(b.clients.acme);
    expect(listed.map((document) => [document.kind, document.name])).toEqual([
      ['8821', 'Form 8821.jpg'],
      ['w9', 'W9 signed.pdf'],
    ]);
    expect(await isStored(oldPath)).toBe(false);
    expect((await view(b.clients.acme, oldId)).statusCode).toBe(404);
  });

  it('settles two uploads of one kind at once: the later replaces the earlier, and one file stays', async () => {
    const answers = await Promise.all([
      upload(b.clients.cedar, 'factoring_agreement', file('Agreement A.pdf', pdf('a'))),
      upload(b.clients.cedar, 'factoring_agreement', file('Agreement B.pdf', pdf('b'))),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const kept = await documents(b.clients.cedar);
    expect(kept).toHaveLength(1);
    const rows = await b.t.db
      .select()
      .from(clientContractDocuments)
      .where(eq(clientContractDocuments.prospectId, b.clients.cedar));
    expect(rows).toHaveLength(1);
    expect(await isStored(rows[0]!.attachmentPath)).toBe(true);
    // The replaced file's bytes went with it.
    const folder = join(b.t.deps.config.FILES_DIR, 'client-contract-documents', String(b.clients.cedar));
    expect(readdirSync(folder)).toHaveLength(1);
  });

  it('serves a document with the caller’s rights, privately and never cached', async () => {
    const [w9] = (await documents(b.clients.acme)).filter((document) => document.kind === 'w9');
    const answer = await view(b.clients.acme, w9!.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The Client role holds no document right; another client's id names nothing.
    expect((await view(b.clients.acme, w9!.id, b.tokens.client)).statusCode).toBe(403);
    expect((await view(b.clients.bayside, w9!.id)).statusCode).toBe(404);
  });

  it('deletes a document of the named client only', async () => {
    const [form8821] = (await documents(b.clients.acme)).filter((document) => document.kind === '8821');
    const path = (await pathOf(form8821!.id))!;
    const delete_ = (prospectId: number) =>
      b.t.call('client/contract_document/delete', { prospect_id: prospectId, id: form8821!.id }, b.tokens.ca);
    expect((await delete_(b.clients.bayside)).statusCode).toBe(404);
    expect(await isStored(path)).toBe(true);
    const deleted = await delete_(b.clients.acme);
    expect(deleted).toMatchObject({
      statusCode: 200,
      body: { message: 'File has been deleted successfully' },
    });
    expect(await isStored(path)).toBe(false);
    expect((await delete_(b.clients.acme)).statusCode).toBe(404);
  });

  it('refuses a file that is not what its name says, a bad name or kind, and extra fields, writing nothing', async () => {
    const before = await documents(b.clients.bayside);
    const refused = [
      await upload(b.clients.bayside, 'w9', file('W9.pdf', exe())),
      await upload(b.clients.bayside, 'w9', file('W9.pdf', Buffer.from('just text, not a pdf at all'))),
      await upload(b.clients.bayside, 'w9', file('W9 #1.pdf')),
      await upload(b.clients.bayside, 'w9', file('W9.xlsx')),
      await upload(b.clients.bayside, 'w10', file('W9.pdf')),
      await upload(b.clients.bayside, 'w9', [file('a.pdf'), file('b.pdf')]),
      await upload(b.clients.bayside, 'w9', { field: 'other', filename: 'W9.pdf', data: pdf() }),
      await upload(b.clients.bayside, 'w9', [], b.tokens.ca),
      await upload('1e3', 'w9', file('W9.pdf')),
      await upload(b.clients.bayside, 'w9', file('W9.pdf'), b.tokens.ca, { company_id: '1' }),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual(refused.map(() => 400));
    expect(refused[0]!.body.message).toBe('File type exe is not allowed.');
    expect(refused[2]!.body.message).toBe('Filename must not include # or &');
    expect(await documents(b.clients.bayside)).toEqual(before);
  });

  it('answers 403 without a document right and 404 for a client out of reach', async () => {
    expect((await upload(b.clients.acme, 'w9', file('W9.pdf'), b.tokens.client)).statusCode).toBe(403);
    expect((await upload(b.clients.acme, 'w9', file('W9.pdf'), b.tokens.debtor)).statusCode).toBe(403);
    // The Notice of Assignment right alone opens the tab too; a client user reaches its own company only.
    await grantRole(b.t, 'client', ['client_notice_of_assignment']);
    expect((await documents(b.clients.acme, b.tokens.client)).length).toBeGreaterThan(0);
    const other = await b.t.call(
      'client/contract_document/fetch',
      { prospect_id: b.clients.bayside },
      b.tokens.client,
    );
    expect(other.statusCode).toBe(404);
    expect((await upload(b.clients.bayside, 'w9', file('W9.pdf'), b.tokens.client)).statusCode).toBe(404);
    expect((await upload(999_999_999, 'w9', file('W9.pdf'))).statusCode).toBe(404);
  });
});

/** The Documents tab: the client's application documents, through the client documents right. */
describe("a client's application documents on the Edit Client page", () => {
  let b: DebtorBook;
  beforeAll(async () => {
    b = await startDebtorBook();
    await grantRole(b.t, 'client', ['client_documents']);
  });
  afterAll(async () => {
    await b.t.close();
  });

  it('reach a client only, and a client user its own company only', async () => {
    const read = (prospectId: number) =>
      b.t.call('prospect/attachment/fetch', { prospect_id: prospectId }, b.tokens.client);
    expect((await read(b.clients.acme)).statusCode).toBe(200);
    expect((await read(b.clients.bayside)).statusCode).toBe(404);
    const [prospect] = await b.t.db
      .select({ id: prospects.id })
      .from(prospects)
      .where(ne(prospects.status, prospectStatuses.client))
      .limit(1);
    expect((await read(prospect!.id)).statusCode).toBe(404);
    const removal = { prospect_id: b.clients.bayside, id: 1 };
    expect((await b.t.call('prospect/attachment/delete', removal, b.tokens.client)).statusCode).toBe(404);
  });
});
