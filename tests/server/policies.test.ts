import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { staffWithRights } from './invoicesBook';
import { notifications, policies, users } from '../../src/server/db/schema';
import type { PolicyRow } from '../../src/shared/contract/policies';
import { addDaysIso, todayIso } from '../../src/shared/dates';
import { policyMessages as M } from '../../src/shared/messages/announcements';

const pdf = (size = 200) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 0x20)]);
const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0x90)]);

type ListAnswer = { policies: { data: PolicyRow[]; total: number } };

describe('policies', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let viewer: string;
  const today = todayIso();

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@factordesk.test');
    client = await t.signIn('client@factordesk.test');
    viewer = await staffWithRights(t, 'Policy Reader', ['view_policies']);
  });
  afterAll(() => t.close());

  const form = (fields: Record<string, string | number>, file: { name: string; data: Buffer } | null) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
    if (file) body.append('attachment', new Blob([new Uint8Array(file.data)]), file.name);
    return body;
  };
  const fields = (over: Record<string, string | number> = {}) => ({
    name: 'Travel Policy',
    effective_from: today,
    purpose: 'How staff travel is paid',
    description: 'Staff book travel through the office and keep every receipt',
    ...over,
  });
  const save = (
    over: Record<string, string | number> = {},
    file: { name: string; data: Buffer } | null = { name: 'travel.pdf', data: pdf() },
    token = admin,
  ) => t.call('policy/save', form(fields(over), file), token);
  const list = async (request: Record<string, unknown>, token = admin) => {
    const answer = await t.call(
      'policy/fetch',
      { page: 1, per_page: 50, search_text: '', ...request },
      token,
    );
    expect(answer.statusCode).toBe(200);
    return (answer.body as unknown as ListAnswer).policies.data;
  };

  it('adds a policy with its attachment, lists it with its author, and rings staff bells', async () => {
    const saved = await save({ name: 'Expense Policy' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.message).toBe(M.created.message);
    const id = saved.body.id as number;
    const rows = await list({ search_text: 'expense' }, viewer);
    expect(rows.map((r) => r.id)).toEqual([id]);
    expect(rows[0]!.first_name).toBe('Avery');
    const [stored] = await t.db.select().from(policies).where(eq(policies.id, id));
    expect(existsSync(join(t.deps.config.FILES_DIR, stored!.attachmentPath))).toBe(true);
    const view = (policyId: number, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/policy/attachment',
        payload: { id: policyId },
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const file = await view(id, viewer);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf())).toBe(true);
    expect((await view(999_999, viewer)).statusCode).toBe(404);
    expect((await view(id, client)).statusCode).toBe(403);
    expect((await view(id)).statusCode).toBe(401);
    // The reader (view_policies, staff) hears of it; the author and the client do not.
    const [reader] = await t.db.select().from(users).where(eq(users.firstName, 'Policy Reader'));
    const bells = await t.db.select().from(notifications).where(eq(notifications.typeId, id));
    const heard = bells.filter((n) => n.type === 'policy_published').map((n) => n.userId);
    expect(heard).toContain(reader!.id);
    const [clientUser] = await t.db.select().from(users).where(eq(users.email, 'client@factordesk.test'));
    expect(heard).not.toContain(clientUser!.id);
  });

  it('refuses the rules of spec §5 and keeps nothing', async () => {
    const before = (await t.db.select({ id: policies.id }).from(policies)).length;
    const refused: [Record<string, string | number>, { name: string; data: Buffer } | null, string][] = [
      [{ name: '' }, undefined as never, M.titleRequired],
      [{ name: 'Bad & title' }, undefined as never, M.titleCharacters],
      [{ name: 'x'.repeat(36) }, undefined as never, ''],
      [{ name: ' Leading' }, undefined as never, M.leadingSpace],
      [{ effective_from: addDaysIso(today, -1) }, undefined as never, M.effectiveFromPast],
      [{ effective_from: 'soon' }, undefined as never, M.effectiveFromRequired],
      [{ purpose: 'p'.repeat(51) }, undefined as never, ''],
      [{ description: 'd'.repeat(151) }, undefined as never, ''],
      [{ description: 'Ring\u0007' }, undefined as never, ''],
      [{}, null, M.fileRequired],
      [{}, { name: 'rules.png', data: pdf() }, 'not allowed'],
      [{}, { name: 'a#b.pdf', data: pdf() }, '#'],
      [{}, { name: 'program.pdf', data: exe() }, ''],
      [{}, { name: 'big.pdf', data: pdf(3_000_001) }, ''],
    ];
    for (const [change, file, message] of refused) {
      const answer = await save(change, file === undefined ? { name: 'travel.pdf', data: pdf() } : file);
      expect([400, 413], JSON.stringify(change)).toContain(answer.statusCode);
      if (message !== '') expect(String(answer.body.message)).toContain(message);
    }
    expect((await t.db.select({ id: policies.id }).from(policies)).length).toBe(before);
  });

  it('edits a policy, keeping or replacing its attachment', async () => {
    const saved = await save({ name: 'Leave Policy' });
    const id = saved.body.id as number;
    const [first] = await t.db.select().from(policies).where(eq(policies.id, id));
    const kept = await save({ id, name: 'Leave Policy Two' }, null);
    expect(kept.statusCode).toBe(200);
    expect(kept.body.message).toBe(M.updated.message);
    const [second] = await t.db.select().from(policies).where(eq(policies.id, id));
    expect(second!.name).toBe('Leave Policy Two');
    expect(second!.attachmentPath).toBe(first!.attachmentPath);
    const replaced = await save({ id }, { name: 'leave.pdf', data: pdf(300) });
    expect(replaced.statusCode).toBe(200);
    const [third] = await t.db.select().from(policies).where(eq(policies.id, id));
    expect(third!.attachmentPath).not.toBe(first!.attachmentPath);
    expect(existsSync(join(t.deps.config.FILES_DIR, first!.attachmentPath))).toBe(false);
    expect((await save({ id: 999_999 }, null)).statusCode).toBe(404);
  });

  it('deletes with the right only; deleted ones show with Include deleted policies', async () => {
    const saved = await save({ name: 'Old Policy' });
    const id = saved.body.id as number;
    expect((await t.call('policy/delete', { ids: [id] }, viewer)).statusCode).toBe(403);
    expect((await t.call('policy/fetch', { page: 1, per_page: 10 }, client)).statusCode).toBe(403);
    expect((await save({ name: 'Sneaky' }, undefined, viewer)).statusCode).toBe(403);
    expect((await t.call('policy/delete', { ids: [id, 999_999] }, admin)).statusCode).toBe(404);
    const [race1, race2] = await Promise.all([
      t.call('policy/delete', { ids: [id] }, admin),
      t.call('policy/delete', { ids: [id] }, admin),
    ]);
    expect([race1.statusCode, race2.statusCode].sort()).toEqual([200, 404]);
    expect((await list({ search_text: 'old policy' })).map((r) => r.id)).not.toContain(id);
    const all = await list({ search_text: 'old policy', show_all: true });
    expect(all.find((r) => r.id === id)?.deleted).toBe(true);
    // A deleted policy is not edited.
    expect((await save({ id }, null)).statusCode).toBe(404);
  });
});
