import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { auditTrail, users } from '../../src/server/db/schema';
import { verifyAuditChain } from '../../src/server/audit/verify';

describe('the audit trail records', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const newest = async () =>
    (await t.db.select().from(auditTrail).orderBy(desc(auditTrail.seq)).limit(1))[0]!;
  const idOf = async (email: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  it('a failed sign-in, without its password, and a successful one with its user', async () => {
    const failed = await t.call('login', { email: 'admin@factordesk.test', password: 'Wrong-password-1' });
    expect(failed.statusCode).toBe(401);
    const refusedRow = await newest();
    expect(refusedRow).toMatchObject({ kind: 'sign_in_failed', actor: 'admin@factordesk.test' });
    expect(JSON.stringify(refusedRow)).not.toContain('Wrong-password-1');

    await t.signIn('admin@factordesk.test');
    expect(await newest()).toMatchObject({
      kind: 'sign_in',
      userId: await idOf('admin@factordesk.test'),
      actor: 'admin@factordesk.test',
    });
  });

  it('a call without a token, and a call without the right, with who made it', async () => {
    expect((await t.call('user/get_users', {})).statusCode).toBe(401);
    expect(await newest()).toMatchObject({
      kind: 'refused',
      userId: null,
      subject: 'user/get_users',
      detail: '401',
    });

    const client = await t.signIn('client@factordesk.test');
    expect((await t.call('user/get_users', {}, client)).statusCode).toBe(403);
    expect(await newest()).toMatchObject({
      kind: 'refused',
      userId: await idOf('client@factordesk.test'),
      actor: 'client@factordesk.test',
      subject: 'user/get_users',
      detail: '403',
    });
  });

  it("a user's deactivation, and not a refused one", async () => {
    const admin = await t.signIn('admin@factordesk.test');
    const analyst = await idOf('analyst@factordesk.test');
    const answer = await t.call('user/set_status', { sso_id: analyst, status: 0 }, admin);
    expect(answer.statusCode).toBe(200);
    const row = await newest();
    expect(row).toMatchObject({ kind: 'role_change', userId: await idOf('admin@factordesk.test') });
    expect(row.detail).toContain(analyst);

    const client = await t.signIn('client@factordesk.test');
    const refused = await t.call('user/set_status', { sso_id: analyst, status: 1 }, client);
    expect(refused.statusCode).toBe(403);
    expect(await newest()).toMatchObject({ kind: 'refused', subject: 'user/set_status' });
  });

  it('for admins to read, filtered, paged, newest first; refused to others', async () => {
    const admin = await t.signIn('admin@factordesk.test');
    const all = await t.call('audit_trail/list', { per_page: 3 }, admin);
    expect(all.statusCode).toBe(200);
    const seqs = (all.body.data as { seq: number }[]).map((row) => row.seq);
    expect(seqs).toHaveLength(3);
    expect([...seqs].sort((a, b) => b - a)).toEqual(seqs);

    const refusals = await t.call(
      'audit_trail/list',
      { kind: 'refused', search_text: 'set_status', per_page: 0 },
      admin,
    );
    const rows = refusals.body.data as { kind: string; subject: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.kind === 'refused' && row.subject === 'user/set_status')).toBe(true);

    const analystUser = await idOf('admin@factordesk.test');
    const mine = await t.call(
      'audit_trail/list',
      { user_id: analystUser, kind: 'sign_in', from: '2000-01-01', to: '2999-12-31' },
      admin,
    );
    expect((mine.body.data as unknown[]).length).toBeGreaterThan(1);
    const future = await t.call('audit_trail/list', { from: '2999-01-01' }, admin);
    expect(future.body.total).toBe(0);

    expect((await t.call('audit_trail/list', { kind: 'nonsense' }, admin)).statusCode).toBe(400);
    expect((await t.call('audit_trail/list', { search_text: 'a\u0007b' }, admin)).statusCode).toBe(400);
    const client = await t.signIn('client@factordesk.test');
    expect((await t.call('audit_trail/list', {}, client)).statusCode).toBe(403);
  });

  it('in one unbroken chain', async () => {
    const report = await verifyAuditChain(t.db);
    expect(report.broken).toBeNull();
    expect(report.rows).toBeGreaterThan(6);
  });
});
