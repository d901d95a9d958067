import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import {
  chargebackAdjustments,
  chargebacks,
  collectionItems,
  collections,
  invoices,
  pledgeMatches,
  unappliedCash,
  users,
} from '../../src/server/db/schema';
import { hledgerJournal } from '../../src/server/ledger/hledgerJournal';
import { verifyLedger } from '../../src/server/ledger/verify';
import { unappliedCashCards } from '../../src/shared/contract/unappliedCash';

interface Page<T> {
  data: T[];
  total: number;
}

describe('the demo book with its cash coming back', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let clientCompany: number;
  beforeAll(async () => {
    t = await startTestApp({ demoBook: true, demoMoney: true });
    admin = await t.signIn('admin@factordesk.test');
    client = await t.signIn('client@factordesk.test');
    const [account] = await t.db.select().from(users).where(eq(users.email, 'client@factordesk.test'));
    clientCompany = account!.companyId!;
  });
  afterAll(() => t.close());

  it('holds collections of each type, for staff and for the demo client', async () => {
    const types = await t.db.selectDistinct({ type: collections.collectionType }).from(collections);
    expect(new Set(types.map((row) => row.type))).toEqual(new Set([1, 2, 3]));
    const staff = await t.call('collection/fetch', { page: 1, per_page: 50 }, admin);
    expect(staff.statusCode).toBe(200);
    const all = (staff.body.collections as Page<{ id: number }>).data;
    expect(all.length).toBeGreaterThanOrEqual(5);
    const own = await t.call('collection/fetch', { page: 1, per_page: 50 }, client);
    expect(own.statusCode).toBe(200);
    const mine = (own.body.collections as Page<{ id: number }>).data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    const rows = await t.db.select().from(collections).where(eq(collections.prospectId, clientCompany));
    expect(new Set(mine.map((row) => row.id))).toEqual(new Set(rows.map((row) => row.id)));
  });

  it('shows rows on each unapplied cash card, for staff and for the demo client', async () => {
    for (const card of unappliedCashCards) {
      for (const token of [admin, client]) {
        const answer = await t.call('unapplied_cash/fetch', { card, page: 1, per_page: 50 }, token);
        expect(answer.statusCode, card).toBe(200);
        const page = answer.body.collections as Page<{ status: number }>;
        expect(page.data.length, card).toBeGreaterThan(0);
      }
    }
    const released = await t.call('unapplied_cash/fetch', { card: 'released', page: 1, per_page: 50 }, admin);
    const rows = (released.body.collections as Page<{ return_wire_fee?: string | null }>).data;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // Held, moved to cash reserves, released and applied (after a transfer to collection).
    const statuses = await t.db.selectDistinct({ status: unappliedCash.status }).from(unappliedCash);
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set([0, 2, 3, 4]));
  });

  it('holds chargebacks pending, partially and fully settled, some past 90 days with per-day fees', async () => {
    const rows = await t.db.select().from(chargebacks).where(isNull(chargebacks.deletedAt));
    expect(rows.some((row) => row.chargeBackSettled === 0)).toBe(true);
    expect(rows.some((row) => row.chargeBackSettled === 2)).toBe(true);
    expect(rows.filter((row) => row.chargeBackSettled === 1).length).toBeGreaterThanOrEqual(2);
    expect(rows.some((row) => Number(row.perDayFees) > 0)).toBe(true);
    const adjusted = await t.db
      .selectDistinct({ id: chargebackAdjustments.chargebackId })
      .from(chargebackAdjustments);
    expect(adjusted.length).toBeGreaterThanOrEqual(2);
    const settledByCollection = await t.db
      .select({ id: collectionItems.id })
      .from(collectionItems)
      .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
      .where(and(eq(collections.collectionType, 2), isNotNull(collectionItems.chargebackId)));
    expect(settledByCollection.length).toBeGreaterThan(0);
    // One waits for the funding of the schedule whose verification chose it.
    expect(rows.some((row) => row.settledByScheduleId !== null && row.chargeBackSettled !== 1)).toBe(true);

    for (const token of [admin, client]) {
      const list = await t.call('chargeback/fetch', { page: 1, per_page: 50 }, token);
      expect(list.statusCode).toBe(200);
      expect((list.body.invoices as Page<unknown>).data.length).toBeGreaterThan(0);
      const sum = await t.call('chargeback/sum', {}, token);
      expect(sum.statusCode).toBe(200);
      expect(Number(sum.body.total_chargebacks_pending)).toBeGreaterThan(0);
      expect(Number(sum.body.total_chargebacks_settled)).toBeGreaterThan(0);
    }
    // The demo client's next verification has none to choose: its walks in the browser start clean.
    expect(
      rows.filter(
        (row) =>
          row.prospectId === clientCompany && row.chargeBackSettled !== 1 && row.settledByScheduleId === null,
      ),
    ).toEqual([]);
    const everything = await t.call('chargeback/fetch', { page: 1, per_page: 50, show_all: true }, admin);
    expect((everything.body.invoices as Page<unknown>).data.length).toBe(rows.length);
  });

  it('holds one double pledge staff see, uncleared, on an invoice in no schedule', async () => {
    const matches = await t.db.select().from(pledgeMatches);
    expect(matches.length).toBe(2);
    expect(matches.every((match) => match.clearedAt === null)).toBe(true);
    const [copy] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, matches[0]!.invoiceId), isNull(invoices.deletedAt)));
    expect(copy?.scheduleId).toBeNull();
    const answer = await t.call('invoice/pledge_matches', { id: copy!.id }, admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.matches).toHaveLength(1);
    const hidden = await t.call('invoice/pledge_matches', { id: copy!.id }, client);
    expect(hidden.statusCode).toBe(404);
  });

  it('keeps the books clean, and hledger checks their journal strictly', async () => {
    const report = await verifyLedger(t.db);
    expect(report.differences).toEqual([]);
    const file = join(mkdtempSync(join(tmpdir(), 'factordesk-journal-')), 'books.journal');
    writeFileSync(file, await hledgerJournal(t.db, new Date()));
    execFileSync('/usr/bin/hledger', ['-f', file, 'check', '--strict'], { stdio: 'pipe' });
  });
});
