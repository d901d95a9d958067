import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAudit } from '../../src/server/audit/append';
import { mailOutbox } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from './harness';

/**
 * Exception Tracking (docs/decisions/0047-exception-tracking.md): refused sign-ins and failed
 * postings from the audit trail, bounced mails from the outbox, for admins only. A failed posting
 * made by the app itself is in unappliedCash.test.ts.
 */
describe('exception/list', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@factordesk.test');
    expect(
      (await t.call('login', { email: 'client@factordesk.test', password: 'Not-the-password-9' })).statusCode,
    ).toBe(401);
    await t.db.insert(mailOutbox).values([
      { to: 'gone@nowhere.test', subject: 'Term Sheet', text: 'x', error: '550 mailbox unavailable' },
      { to: 'fine@factordesk.test', subject: 'Welcome', text: 'x' },
    ]);
    await appendAudit(t.db, {
      kind: 'posting_failed',
      userId: null,
      actor: 'ca@factordesk.test',
      subject: 'collection/save',
      detail: '500: connection lost',
      ip: '127.0.0.1',
      at: new Date(Date.now() + 60_000),
    });
  });
  afterAll(() => t.close());

  const list = (body: Record<string, unknown>, token = admin) => t.call('exception/list', body, token);
  const rowsOf = (answer: { body: Record<string, unknown> }) =>
    answer.body.data as { id: string; category: string; who: string; subject: string; detail: string }[];

  it('gathers the three kinds, newest first, and nothing else', async () => {
    const answer = await list({ per_page: 0 });
    expect(answer.statusCode).toBe(200);
    const rows = rowsOf(answer);
    expect(rows[0]).toMatchObject({ category: 'failed_posting', subject: 'collection/save' });
    expect(rows).toContainEqual(
      expect.objectContaining({
        category: 'bounced_mail',
        who: 'gone@nowhere.test',
        detail: '550 mailbox unavailable',
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        category: 'refused_sign_in',
        who: 'client@factordesk.test',
        detail: 'refused',
      }),
    );
    expect(
      rows.some((row) => row.who === 'fine@factordesk.test' || row.who === 'admin@factordesk.test'),
    ).toBe(false);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(answer.body.total).toBe(rows.length);
  });

  it('narrows by category and by text, pages, and treats a pattern character as text', async () => {
    expect(rowsOf(await list({ category: 'bounced_mail', per_page: 0 })).map((row) => row.who)).toEqual([
      'gone@nowhere.test',
    ]);
    expect(rowsOf(await list({ search_text: 'MAILBOX', per_page: 0 })).map((row) => row.category)).toEqual([
      'bounced_mail',
    ]);
    expect(rowsOf(await list({ search_text: '%', per_page: 0 }))).toEqual([]);
    const first = await list({ per_page: 1, page: 1 });
    expect(rowsOf(first)).toHaveLength(1);
    expect(first.body.last_page).toBe(first.body.total);
  });

  it.each([
    ['an unknown category', { category: 'everything' }],
    ['a page of text', { page: 'one' }],
    ['an extra field', { per_page: 10, sql: 'drop' }],
    ['a control character in the search', { search_text: 'a\u0000b' }],
  ])('refuses %s with 400', async (_label, body) => {
    expect((await list(body)).statusCode).toBe(400);
  });

  it('refuses a caller without the audit trail right, and one without a token', async () => {
    const client = await t.signIn('client@factordesk.test');
    expect((await list({}, client)).statusCode).toBe(403);
    const analyst = await t.signIn('analyst@factordesk.test');
    expect((await list({}, analyst)).statusCode).toBe(403);
    expect((await t.call('exception/list', {})).statusCode).toBe(401);
  });
});
