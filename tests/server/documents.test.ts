import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoiceAttachments, prospectDocuments, users } from '../../src/server/db/schema';
import { addInvoice, startFundingBook, type FundingBook } from './fundingBook';

interface Page<T> {
  data: T[];
  total: number;
  last_page: number;
}
interface CountRow {
  prospect_id: number;
  client_name: string;
  count: number;
  attachment_name: string | null;
}
interface DocRow {
  type: string;
  attachment_name: string;
  attachment_type: string;
  attachment_path: string;
  invoice_no: string | null;
  debtor_name: string | null;
}

/**
 * Documents (docs/decisions/0037): every kept file of a client, counted and listed by tab, date and
 * title, in the caller's scope; each opens through files/read with the caller's rights, and
 * another company's client or file answers 404.
 */
describe('documents', () => {
  let book: FundingBook;
  let debtorOfUser: number;
  const paths: Record<string, string> = {};
  const call = (path: string, body: unknown, token = book.tokens.admin) => book.t.call(path, body, token);
  /** files/read answers bytes, not JSON. */
  const readFile = (path: string | undefined, token = book.tokens.admin) =>
    book.t.app.inject({
      method: 'POST',
      url: '/api/v1/files/read',
      payload: { path },
      headers: { authorization: `Bearer ${token}` },
    });
  const docsOf = (body: Record<string, unknown>) => body.prospect_attachments as Page<DocRow>;

  async function keepDocument(prospectId: number, name: string, at: string, type = 'Bank Statements') {
    const path = await book.t.deps.files.save('prospects', name, Buffer.from(`%PDF-1.4 ${name}`));
    await book.t.db.insert(prospectDocuments).values({
      prospectId,
      attachmentType: type,
      attachmentPath: path,
      contentType: 'application/pdf',
      sizeBytes: 20,
      createdAt: new Date(at),
    });
    paths[name] = path;
  }

  beforeAll(async () => {
    book = await startFundingBook();
    const [debtorUser] = await book.t.db
      .select({ debtorId: users.debtorId })
      .from(users)
      .where(eq(users.email, 'debtor@factordesk.test'));
    debtorOfUser = debtorUser!.debtorId!;
    const { acme, bayside } = book.clients;
    // The clock stands at 2026-11-02 15:00 UTC.
    await keepDocument(acme, 'acme-today.pdf', '2026-11-02T10:00:00Z');
    await keepDocument(acme, 'acme-october.pdf', '2026-10-20T10:00:00Z', 'Tax Returns');
    await keepDocument(acme, 'acme-august.pdf', '2026-08-15T10:00:00Z');
    await keepDocument(bayside, 'bayside-today.pdf', '2026-11-02T09:00:00Z');
    const invoiceId = await addInvoice(book.t.db, acme, { debtorId: debtorOfUser, amount: '1000.00' }, null);
    const path = await book.t.deps.files.save('invoices', 'acme-invoice.pdf', Buffer.from('%PDF-1.4 bill'));
    await book.t.db.insert(invoiceAttachments).values({
      invoiceId,
      path,
      contentType: 'application/pdf',
      createdAt: new Date('2026-11-01T12:00:00Z'),
    });
    paths['acme-invoice.pdf'] = path;
  }, 120_000);

  afterAll(() => book.t.close());

  it('counts each client’s files, searched by client name', async () => {
    const answer = await call('document/count_list', { page: 1, per_page: 100, search_text: 'acme' });
    expect(answer.statusCode).toBe(200);
    const page = docsOf(answer.body) as unknown as Page<CountRow>;
    const acme = page.data.find((row) => row.prospect_id === book.clients.acme);
    const counts = await call('document/count', { prospect_id: book.clients.acme });
    // The demo book keeps files of its own; the list's count is the client's every file.
    expect(counts.body.count).toMatchObject({ invoice: 1 });
    // The client's page titles itself from this answer when it is opened by its address.
    expect(counts.body.company_business_name).toBe(acme?.client_name);
    expect(acme?.count).toBe((counts.body.count as { total: number }).total);
    expect(acme?.count).toBeGreaterThanOrEqual(4);
    expect(page.data.some((row) => row.prospect_id === book.clients.bayside)).toBe(false);
  });

  it('lists a tab within the date filter, Last 30 Days by the screen, searched by title', async () => {
    const base = {
      page: 1,
      per_page: 10,
      search_text: 'acme-',
      prospect_id: book.clients.acme,
      type: 'prospect',
    };
    const names = async (extra: Record<string, unknown>) => {
      const answer = await call('document/fetch', { ...base, ...extra });
      expect(answer.statusCode).toBe(200);
      return docsOf(answer.body).data.map((row) => row.attachment_name);
    };
    expect(await names({ date_keyword: '24hours' })).toEqual(['acme-today.pdf']);
    expect(await names({ date_keyword: '30days' })).toEqual(['acme-today.pdf', 'acme-october.pdf']);
    expect(await names({ date_keyword: '90days' })).toHaveLength(3);
    expect(await names({ date_keyword: '2026-08-01,2026-10-20' })).toEqual([
      'acme-october.pdf',
      'acme-august.pdf',
    ]);
    expect(await names({ date_keyword: '90days', search_text: 'OCTOBER' })).toEqual(['acme-october.pdf']);
    const invoices = await call('document/fetch', { ...base, type: 'invoice', date_keyword: '30days' });
    expect(invoices.body.company_business_name).toBeTypeOf('string');
    expect(docsOf(invoices.body).data).toEqual([
      expect.objectContaining({ attachment_name: 'acme-invoice.pdf', debtor_name: expect.any(String) }),
    ]);
  });

  it('refuses a bad date filter, an unknown tab and control characters, with 400', async () => {
    const base = { page: 1, per_page: 10, search_text: '', prospect_id: book.clients.acme };
    for (const bad of [
      { date_keyword: 'yesterday' },
      { date_keyword: '2026-10-20,2026-10-01' },
      { date_keyword: '2026-13-01,2026-10-01' },
      { type: 'ledger' },
      { search_text: 'acme\u0000' },
      { prospect_id: -1 },
    ]) {
      expect((await call('document/fetch', { ...base, ...bad })).statusCode).toBe(400);
    }
  });

  it('shows a client user its own company only: another company’s client and file answer 404', async () => {
    const token = book.tokens.client;
    const list = await call('document/count_list', { page: 1, per_page: 100, search_text: '' }, token);
    expect((docsOf(list.body) as unknown as Page<CountRow>).data.map((row) => row.prospect_id)).toEqual([
      book.clients.acme,
    ]);
    const own = await call(
      'document/fetch',
      { prospect_id: book.clients.acme, type: 'prospect', search_text: 'acme-' },
      token,
    );
    expect(docsOf(own.body).total).toBe(3);
    expect(own.statusCode).toBe(200);
    const other = await call('document/fetch', { prospect_id: book.clients.bayside }, token);
    expect(other.statusCode).toBe(404);
    expect((await call('document/count', { prospect_id: book.clients.bayside }, token)).statusCode).toBe(404);

    const ownFile = await readFile(paths['acme-today.pdf'], token);
    expect(ownFile.statusCode).toBe(200);
    expect(ownFile.headers['cache-control']).toBe('private, no-store');
    expect((await readFile(paths['bayside-today.pdf'], token)).statusCode).toBe(404);
    expect((await readFile('../../etc/passwd', token)).statusCode).not.toBe(200);
  });

  it('lets staff open any client’s file, and a debtor user only the invoice file naming it', async () => {
    expect((await readFile(paths['bayside-today.pdf'])).statusCode).toBe(200);
    const token = book.tokens.debtor;
    expect((await readFile(paths['acme-invoice.pdf'], token)).statusCode).toBe(200);
    expect((await readFile(paths['acme-today.pdf'], token)).statusCode).toBe(404);
    // The Debtor role holds no view_documents: the screens refuse it, its invoice file still opens.
    expect((await call('document/fetch', { prospect_id: book.clients.acme }, token)).statusCode).toBe(403);
  });

  it('answers without a token 401 and without the view right 403', async () => {
    const anonymous = await book.t.call('document/count_list', { page: 1, per_page: 10, search_text: '' });
    expect(anonymous.statusCode).toBe(401);
    const broker = await book.t.signIn('broker@factordesk.test');
    const answer = await call('document/count_list', { page: 1, per_page: 10, search_text: '' }, broker);
    expect([403, 200]).toContain(answer.statusCode);
    if (answer.statusCode === 200) expect(docsOf(answer.body).data).toEqual([]);
  });
});
