import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, users } from '../../src/server/db/schema';
import { staffHolding } from '../../src/server/events/staffRecipients';
import { clientUsers } from '../../src/server/modules/invoices/recipients';
import { notificationKinds } from '../../src/shared/notificationKinds';
import type { DebtorRow } from '../../src/shared/contract/debtors';
import { debtorForm, startDebtorBook, type DebtorBook } from './debtorsBook';

/** Each kind reaches exactly the users its catalogue entry names, stored and rung, and nobody else. */
describe('every notification kind', () => {
  let b: DebtorBook;

  beforeAll(async () => {
    b = await startDebtorBook();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await b.t.close();
  });

  async function idOf(email: string): Promise<string> {
    const [row] = await b.t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row!.id;
  }
  async function storedFor(type: string, typeId: number): Promise<string[]> {
    const rows = await b.t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.type, type), eq(notifications.typeId, typeId)));
    return rows.map((row) => row.userId).sort();
  }

  it('names who receives every kind in the catalogue', () => {
    for (const kind of notificationKinds) expect(kind, kind.type).toHaveProperty('recipients');
  });

  it("debtor_created: staff holding view_debtors and the client's users, not the maker", async () => {
    const emit = vi.spyOn(b.t.deps.realtime, 'emitToUser').mockImplementation(() => undefined);
    const client = await idOf('client@factordesk.test');
    const filed = await b.t.call('debtor/save', debtorForm(b.clients.acme), b.tokens.client);
    expect(filed.statusCode).toBe(200);
    const debtorId = filed.body.id as number;
    const expected = [
      ...new Set([
        ...(await staffHolding(b.t.db, 'view_debtors')),
        ...(await clientUsers(b.t.db, b.clients.acme)),
      ]),
    ]
      .filter((id) => id !== client)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(await storedFor('debtor_created', debtorId)).toEqual(expected);
    expect(expected).not.toContain(client);
    const rung = emit.mock.calls.filter(([, event]) => event === 'notification').map(([userId]) => userId);
    expect(rung.sort()).toEqual(expected);
    const [row] = await b.t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'debtor_created'), eq(notifications.typeId, debtorId)));
    expect(row!.subTypeId).toBe(b.clients.acme);
    emit.mockRestore();
  });

  it("debtor_status_changed: staff holding view_debtors and the client's users, not the mover", async () => {
    const answer = await b.t.call('debtor/fetch', { per_page: 0, show_all: true }, b.tokens.admin);
    const gulf = (answer.body.debtors as { data: DebtorRow[] }).data.find(
      (row) => row.debtor_name === 'Gulf Coast Retail' && row.client_name === 'Acme Freight Lines',
    )!;
    const emit = vi.spyOn(b.t.deps.realtime, 'emitToUser').mockImplementation(() => undefined);
    const ca = await idOf('ca@factordesk.test');
    const moved = await b.t.call(
      'debtor/status_change',
      { debtor_prospect_id: [gulf.debtor_prospect_id], status: 1 },
      b.tokens.ca,
    );
    expect(moved.statusCode).toBe(200);
    const expected = [
      ...new Set([
        ...(await staffHolding(b.t.db, 'view_debtors', ca)),
        ...(await clientUsers(b.t.db, b.clients.acme)),
      ]),
    ].sort();
    expect(await storedFor('debtor_status_changed', gulf.id)).toEqual(expected);
    expect(expected).not.toContain(ca);
    const rung = emit.mock.calls.filter(([, event]) => event === 'notification').map(([userId]) => userId);
    expect(rung.sort()).toEqual(expected);
    emit.mockRestore();
  });

  it('a refused status change tells nobody', async () => {
    const emit = vi.spyOn(b.t.deps.realtime, 'emitToUser').mockImplementation(() => undefined);
    const before = (await b.t.db.select().from(notifications)).length;
    const forged = await b.t.call(
      'debtor/status_change',
      { debtor_prospect_id: [999999], status: 1 },
      b.tokens.ca,
    );
    expect(forged.statusCode).toBe(404);
    expect((await b.t.db.select().from(notifications)).length).toBe(before);
    expect(emit).not.toHaveBeenCalled();
    emit.mockRestore();
  });

  it('status_change: a deactivated user is signed out live, and only that user', async () => {
    const emit = vi.spyOn(b.t.deps.realtime, 'emitToUser').mockImplementation(() => undefined);
    const analyst = await idOf('analyst@factordesk.test');
    const done = await b.t.call('user/set_status', { sso_id: analyst, status: 0 }, b.tokens.admin);
    expect(done.statusCode).toBe(200);
    expect(emit.mock.calls).toEqual([[analyst, 'status_change', { user_id: analyst }]]);
    emit.mockClear();
    // Activating again signs nobody out.
    expect(
      (await b.t.call('user/set_status', { sso_id: analyst, status: 1 }, b.tokens.admin)).statusCode,
    ).toBe(200);
    expect(emit).not.toHaveBeenCalled();
    emit.mockRestore();
  });

  it('status_change: a user moved to another role is signed out live', async () => {
    const emit = vi.spyOn(b.t.deps.realtime, 'emitToUser').mockImplementation(() => undefined);
    const analyst = await idOf('analyst@factordesk.test');
    const [ca] = await b.t.db
      .select({ roleId: users.roleId })
      .from(users)
      .where(eq(users.email, 'ca@factordesk.test'));
    const moved = await b.t.call('user/assign', { role_id: ca!.roleId, users: [analyst] }, b.tokens.admin);
    expect(moved.statusCode).toBe(200);
    expect(emit.mock.calls).toEqual([[analyst, 'status_change', { user_id: analyst }]]);
  });
});
