import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { staffWithRights } from './invoicesBook';
import { announcements, roles, users } from '../../src/server/db/schema';
import type { AnnouncementRow, BannerAnnouncement } from '../../src/shared/contract/announcements';
import { addDaysIso, todayIso } from '../../src/shared/dates';
import { announcementMessages as M } from '../../src/shared/messages/announcements';

type ListAnswer = { announcement: { data: AnnouncementRow[]; total: number } };
type BannerAnswer = { announcement: { data: BannerAnnouncement[] } };

describe('announcements and the banner', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let debtor: string;
  let viewer: string;
  let clientRoleId: number;
  let debtorRoleId: number;
  let adminId: string;
  const today = todayIso();

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@factordesk.test');
    client = await t.signIn('client@factordesk.test');
    debtor = await t.signIn('debtor@factordesk.test');
    viewer = await staffWithRights(t, 'Announcement Viewer', ['view_announcements']);
    const roleRows = await t.db.select({ id: roles.id, type: roles.roleType }).from(roles);
    clientRoleId = roleRows.find((r) => r.type === 'client')!.id;
    debtorRoleId = roleRows.find((r) => r.type === 'debtor')!.id;
    const [me] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@factordesk.test'));
    adminId = me!.id;
  });
  afterAll(() => t.close());

  const valid = (over: Record<string, unknown> = {}) => ({
    title: 'Client news 1',
    effective_from: addDaysIso(today, -1),
    effective_to: addDaysIso(today, 5),
    announcement_text: 'Funding cut off moves to 3 PM',
    hyperlink_text: 'Read',
    hyperlinks: 'https://example.com/news',
    broadcast_to: 2,
    roles: [clientRoleId],
    users: [],
    ...over,
  });
  const save = (body: unknown, token = admin) => t.call('announcement/save', body, token);
  const banner = async (token: string) => {
    const answer = await t.call('announcement/banner', {}, token);
    expect(answer.statusCode).toBe(200);
    return (answer.body as unknown as BannerAnswer).announcement.data;
  };

  it('saves an announcement for the Client role: the client sees it in the banner, the debtor does not', async () => {
    const saved = await save(valid({ title: 'Only for clients' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.body.message).toBe(M.created.message);
    const id = saved.body.id as number;
    expect((await banner(client)).map((a) => a.id)).toContain(id);
    expect((await banner(debtor)).map((a) => a.id)).not.toContain(id);
    expect((await banner(admin)).map((a) => a.id)).not.toContain(id);
  });

  it('reaches a user named by broadcast to users, and nobody else', async () => {
    const saved = await save(valid({ title: 'For the admin', broadcast_to: 1, roles: [], users: [adminId] }));
    expect(saved.statusCode).toBe(200);
    const id = saved.body.id as number;
    expect((await banner(admin)).map((a) => a.id)).toContain(id);
    expect((await banner(client)).map((a) => a.id)).not.toContain(id);
  });

  it('leaves out announcements not yet active or already over', async () => {
    const future = await save(
      valid({ title: 'Later', effective_from: addDaysIso(today, 2), effective_to: addDaysIso(today, 4) }),
    );
    const past = await save(
      valid({ title: 'Earlier', effective_from: addDaysIso(today, -9), effective_to: addDaysIso(today, -2) }),
    );
    const ids = (await banner(client)).map((a) => a.id);
    expect(ids).not.toContain(future.body.id);
    expect(ids).not.toContain(past.body.id);
  });

  it('answers at most 10 announcements to the banner', async () => {
    for (let i = 0; i < 11; i += 1) {
      expect((await save(valid({ title: `Debtor news ${i}`, roles: [debtorRoleId] }))).statusCode).toBe(200);
    }
    expect((await banner(debtor)).length).toBe(10);
  });

  it('refuses the rules of spec §5 with their messages and saves nothing', async () => {
    const before = (await t.db.select({ id: announcements.id }).from(announcements)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ effective_to: addDaysIso(today, -1) }, M.effectiveToAfterFrom],
      [
        { effective_to: addDaysIso(today, -1), effective_from: addDaysIso(today, -1) },
        M.effectiveToAfterFrom,
      ],
      [{ hyperlinks: 'ftp://example.com' }, M.invalidUrl],
      [{ hyperlinks: 'javascript:alert(1)' }, M.invalidUrl],
      [{ hyperlinks: '' }, M.urlRequired],
      [{ roles: [] }, M.roleRequired],
      [{ broadcast_to: 1, roles: [] }, M.userRequired],
      [{ title: '' }, M.titleRequired],
      [{ title: 'Bad <b>' }, M.titleCharacters],
      [{ title: 'x'.repeat(51) }, 'at most'],
      [{ announcement_text: 'a'.repeat(151) }, 'at most'],
      [{ hyperlink_text: 'a'.repeat(16) }, 'at most'],
      [{ title: 'Bell\u0007' }, ''],
    ];
    for (const [change, message] of cases) {
      const answer = await save(valid(change));
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      if (message !== '' && message !== 'at most') expect(String(answer.body.message)).toContain(message);
    }
    // A forged role or user id.
    expect((await save(valid({ roles: [999_999] }))).statusCode).toBe(400);
    expect(
      (await save(valid({ broadcast_to: 1, roles: [], users: ['00000000-0000-4000-8000-000000000000'] })))
        .statusCode,
    ).toBe(400);
    expect((await t.db.select({ id: announcements.id }).from(announcements)).length).toBe(before);
  });

  it('keeps the list, search, edit and delete for holders of the rights only', async () => {
    const saved = await save(valid({ title: 'Searchable Zebra' }));
    const id = saved.body.id as number;
    const list = await t.call('announcement/fetch', { page: 1, per_page: 10, search_text: 'zebra' }, viewer);
    expect(list.statusCode).toBe(200);
    const rows = (list.body as unknown as ListAnswer).announcement.data;
    expect(rows.map((r) => r.id)).toEqual([id]);
    expect(rows[0]!.role_names.length).toBe(1);

    // A viewer may not save nor delete; a client may not read the list.
    expect((await save(valid({ id, title: 'Changed' }), viewer)).statusCode).toBe(403);
    expect((await t.call('announcement/delete', { id: [id] }, viewer)).statusCode).toBe(403);
    expect((await t.call('announcement/fetch', { page: 1, per_page: 10 }, client)).statusCode).toBe(403);

    const edited = await save(valid({ id, title: 'Searchable Zebra two', roles: [debtorRoleId] }));
    expect(edited.body.message).toBe(M.updated.message);
    expect((await banner(client)).map((a) => a.id)).not.toContain(id);
    expect((await save(valid({ id: 999_999 }))).statusCode).toBe(404);

    // A list with an id that names nothing deletes nothing.
    expect((await t.call('announcement/delete', { id: [id, 999_999] }, admin)).statusCode).toBe(404);
    expect((await t.db.select().from(announcements).where(eq(announcements.id, id))).length).toBe(1);
    const removed = await t.call('announcement/delete', { id: [id] }, admin);
    expect(removed.body.message).toBe(M.deleted.message);
    expect((await t.db.select().from(announcements).where(eq(announcements.id, id))).length).toBe(0);
  });

  it('lets two deletes of the same announcement race: one wins, the other answers 404', async () => {
    const saved = await save(valid({ title: 'Raced' }));
    const id = saved.body.id as number;
    const answers = await Promise.all([
      t.call('announcement/delete', { id: [id] }, admin),
      t.call('announcement/delete', { id: [id] }, admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
  });

  it('offers the active users and roles to broadcast to', async () => {
    const found = await t.call(
      'announcement/users',
      { page: 1, per_page: 1000, search_text: 'announcement' },
      admin,
    );
    expect(found.statusCode).toBe(200);
    const list = (found.body.users as { data: { name: string }[] }).data;
    expect(list.map((u) => u.name)).toContain('Announcement Viewer');
    const roleList = await t.call('announcement/roles', {}, admin);
    expect((roleList.body.roles as { id: number }[]).map((r) => r.id)).toContain(clientRoleId);
  });
});
