import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { notifications, users } from '../../src/server/db/schema';
import { notify } from '../../src/server/events/notify';
import { staffHolding } from '../../src/server/modules/invoices/recipients';
import { isPartyRoleType } from '../../src/shared/partyRoles';
import { builtInRoles } from '../../src/shared/rights';
import { messages } from '../../src/shared/messages';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let adminToken: string;
let caToken: string;
const ids: Record<string, string> = {};

async function userIdOf(email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.signIn('admin@factordesk.test');
  caToken = await t.signIn('ca@factordesk.test');
  for (const who of ['admin', 'adminnew', 'ca', 'client'])
    ids[who] = await userIdOf(`${who}@factordesk.test`);
});

afterAll(async () => {
  await t.close();
});

type Page = {
  data: { id: number; type: string; content: string; read: boolean; type_id: number | null }[];
  total: number;
  last_page: number;
  current_page: number;
};

async function fetchPage(
  token: string,
  body: Record<string, unknown> = { page: 1, per_page: 5 },
  path = 'notification/fetch',
) {
  const answer = await t.call(path, body, token);
  return { ...answer, page: answer.body.notifications as Page, unread: answer.body.unread_count as number };
}

describe('notify()', () => {
  it('stores a notification for each named user, then rings their bell', async () => {
    const emit = vi.spyOn(t.deps.realtime, 'emitToUser').mockImplementation(() => undefined);
    const recorded = await notify(t.deps, {
      userIds: [ids.admin ?? ''],
      type: 'invoice_created',
      content: 'Invoice 1001 was created.',
      typeId: 1001,
      tags: ['Invoice'],
    });
    expect(recorded).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, recorded[0]?.bell.id ?? 0));
    expect(row).toMatchObject({ userId: ids.admin, type: 'invoice_created', typeId: 1001, read: false });
    expect(emit).toHaveBeenCalledTimes(1);
    // The bell carries the id the database gave the row: it rang after the insert.
    expect(emit).toHaveBeenCalledWith(
      ids.admin,
      'notification',
      expect.objectContaining({
        id: row?.id,
        type: 'invoice_created',
        content: 'Invoice 1001 was created.',
        type_id: 1001,
        tags: ['Invoice'],
      }),
    );
    emit.mockRestore();
  });

  it('reaches every active holder of a right and nobody else, leaving out the user who caused it', async () => {
    const emit = vi.spyOn(t.deps.realtime, 'emitToUser').mockImplementation(() => undefined);
    const recorded = await notify(t.deps, {
      right: 'view_settings',
      type: 'policy_published',
      content: 'A new policy was published.',
      typeId: 7,
      exceptUserId: ids.adminnew,
    });
    const recipients = recorded.map((r) => r.userId).sort();
    expect(recipients).toEqual([ids.admin].sort());
    expect(emit.mock.calls.map((call) => call[0])).toEqual([ids.admin]);

    const everyone = await notify(t.deps, {
      right: 'view_settings',
      type: 'policy_published',
      content: 'Policy updated.',
    });
    expect(everyone.map((r) => r.userId).sort()).toEqual([ids.admin, ids.adminnew].sort());
    expect(everyone.some((r) => r.userId === ids.ca || r.userId === ids.client)).toBe(false);
    emit.mockRestore();
  });

  it('skips inactive users', async () => {
    await t.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, ids.client ?? ''));
    const recorded = await notify(t.deps, {
      userIds: [ids.client ?? ''],
      type: 'invoice_approved',
      content: 'Approved.',
    });
    expect(recorded).toHaveLength(0);
    await t.db
      .update(users)
      .set({ isActive: true })
      .where(eq(users.id, ids.client ?? ''));
  });
});

describe('notification/fetch, fetch/all, read, all_read', () => {
  beforeAll(async () => {
    const quiet = vi.spyOn(t.deps.realtime, 'emitToUser').mockImplementation(() => undefined);
    for (let n = 1; n <= 7; n += 1) {
      await notify(t.deps, {
        userIds: [ids.ca ?? ''],
        type: 'collection_posted',
        content: `Collection ${n} posted.`,
        typeId: n,
      });
    }
    quiet.mockRestore();
  });

  it('needs a signed-in caller', async () => {
    expect((await t.call('notification/fetch', { page: 1, per_page: 5 })).statusCode).toBe(401);
  });

  it("lists only the caller's notifications, newest first, paged, with the unread count", async () => {
    const first = await fetchPage(caToken, { page: 1, per_page: 5 });
    expect(first.statusCode).toBe(200);
    expect(first.page.total).toBe(7);
    expect(first.page.last_page).toBe(2);
    expect(first.page.current_page).toBe(1);
    expect(first.page.data.map((n) => n.content)).toEqual(
      [7, 6, 5, 4, 3].map((n) => `Collection ${n} posted.`),
    );
    expect(first.unread).toBe(7);
    const second = await fetchPage(caToken, { page: 2, per_page: 5 });
    expect(second.page.data.map((n) => n.type_id)).toEqual([2, 1]);
    const all = await fetchPage(caToken, { page: 1, per_page: 0 });
    expect(all.page.data).toHaveLength(7);
  });

  it('refuses unknown fields and bad paging', async () => {
    expect((await t.call('notification/fetch', { page: 0, per_page: 5 }, caToken)).statusCode).toBe(400);
    expect(
      (await t.call('notification/fetch', { page: 1, per_page: 5, user_id: ids.admin }, caToken)).statusCode,
    ).toBe(400);
    expect(
      (await t.call('notification/fetch/all', { page: 1, per_page: 5, read: 'maybe' }, caToken)).statusCode,
    ).toBe(400);
  });

  it('marks one read and answers the new unread count', async () => {
    const { page } = await fetchPage(caToken);
    const newest = page.data[0];
    const answer = await t.call('notification/read', { id: newest?.id }, caToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ status: true, unread_count: 6 });
    const after = await fetchPage(caToken);
    expect(after.page.data[0]).toMatchObject({ id: newest?.id, read: true });
    expect(after.unread).toBe(6);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const adminPage = await fetchPage(adminToken);
    const theirs = adminPage.page.data.find((n) => !n.read);
    expect(theirs).toBeDefined();
    const answer = await t.call('notification/read', { id: theirs?.id }, caToken);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toEqual({ status: false, message: messages.http.notFound });
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, theirs?.id ?? 0));
    expect(row?.read).toBe(false);
    expect((await t.call('notification/read', { id: 999_999 }, caToken)).statusCode).toBe(404);
  });

  it('filters by read state on fetch/all', async () => {
    const read = await fetchPage(caToken, { page: 1, per_page: 10, read: 'read' }, 'notification/fetch/all');
    const unread = await fetchPage(
      caToken,
      { page: 1, per_page: 10, read: 'unread' },
      'notification/fetch/all',
    );
    const all = await fetchPage(caToken, { page: 1, per_page: 10 }, 'notification/fetch/all');
    expect(read.page.total).toBe(1);
    expect(read.page.data.every((n) => n.read)).toBe(true);
    expect(unread.page.total).toBe(6);
    expect(unread.page.data.every((n) => !n.read)).toBe(true);
    expect(all.page.total).toBe(7);
    expect(unread.unread).toBe(6);
  });

  it('marks all read, then says there is nothing left unread (200, marked 0: the screen warns)', async () => {
    const first = await t.call('notification/all_read', {}, caToken);
    expect(first.statusCode).toBe(200);
    expect(first.body).toEqual({ status: true, message: messages.notifications.allRead, marked: 6 });
    expect((await fetchPage(caToken)).unread).toBe(0);
    const again = await t.call('notification/all_read', {}, caToken);
    expect(again.statusCode).toBe(200);
    expect(again.body).toEqual({ status: true, message: messages.notifications.noneUnread, marked: 0 });
    // Nobody else's notifications were touched.
    expect((await fetchPage(adminToken)).unread).toBeGreaterThan(0);
  });
});

describe('staff recipients', () => {
  it('never names a client, debtor or broker user for a staff notice, whichever way it is asked', async () => {
    const emit = vi.spyOn(t.deps.realtime, 'emitToUser').mockImplementation(() => undefined);
    const partyUsers = await Promise.all(
      ['client', 'debtor', 'broker'].map((who) => userIdOf(`${who}@factordesk.test`)),
    );
    // Every right a party role holds: the ones where a right alone would name party users.
    const partyRights = [
      ...new Set(
        builtInRoles.filter((role) => isPartyRoleType(role.roleType)).flatMap((role) => role.rights),
      ),
    ];
    expect(partyRights).toContain('view_invoices');
    const bells: number[] = [];
    for (const right of partyRights) {
      const byNotify = await notify(t.deps, { right, type: 'policy_published', content: 'Staff only.' });
      bells.push(...byNotify.map((recorded) => recorded.bell.id));
      const byInvoiceNotices = await staffHolding(t.db, right);
      for (const named of [byNotify.map((recorded) => recorded.userId), byInvoiceNotices]) {
        expect(named).toContain(ids.admin);
        expect(named.filter((id) => partyUsers.includes(id))).toEqual([]);
      }
    }
    expect(emit.mock.calls.some((call) => partyUsers.includes(call[0]))).toBe(false);
    await t.db.delete(notifications).where(inArray(notifications.id, bells));
    emit.mockRestore();
  });
});
