import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { debtorClients, invoices, schedules } from '../../src/server/db/schema';
import { debtorCreditOf } from '../../src/server/modules/credit/debtorCredit';
import { seedDemoInvoices } from '../../src/server/seed/demoInvoices';
import { compareMoney } from '../../src/shared/money';
import type { ScheduleRow } from '../../src/shared/contract/schedules';
import { startInvoiceBook, type InvoiceBook } from './invoicesBook';

describe('the demo invoices', () => {
  let book: InvoiceBook;

  beforeAll(async () => {
    book = await startInvoiceBook();
    await seedDemoInvoices(book.t.db, [book.clients.acme, book.clients.bayside, book.clients.cedar]);
  });
  afterAll(() => book.t.close());

  it('gives each demo client invoices in every status, live and deleted, within its debtors’ credit', async () => {
    for (const clientId of Object.values(book.clients)) {
      const rows = await book.t.db.select().from(invoices).where(eq(invoices.prospectId, clientId));
      expect(new Set(rows.map((row) => row.status))).toEqual(new Set([1, 2, 3]));
      expect(rows.some((row) => row.deletedAt !== null)).toBe(true);
      expect(rows.some((row) => row.scheduleId === null && row.deletedAt === null)).toBe(true);
      const pairs = await book.t.db
        .select()
        .from(debtorClients)
        .where(eq(debtorClients.prospectId, clientId));
      for (const pair of pairs.filter((held) => held.deletedAt === null)) {
        const credit = await debtorCreditOf(book.t.db, clientId, pair.debtorId);
        expect(compareMoney(credit?.available ?? '-1', '0')).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('shows the client its unverified, verified and (to staff) deleted schedules', async () => {
    const fetch = async (token: string, deleted: boolean) =>
      (
        (await book.t.call('schedule/fetch', { page: 1, per_page: 0, deleted }, token)).body.schedules as {
          data: ScheduleRow[];
        }
      ).data.filter((row) => row.prospect_id === book.clients.acme);
    const own = await fetch(book.tokens.client, true);
    expect(own.map((row) => [row.schedule_no, row.invoicesCount, row.verifiedCount]).sort()).toEqual([
      [101, 2, 0],
      [102, 2, 2],
    ]);
    const staff = await fetch(book.tokens.admin, true);
    expect(staff.find((row) => row.schedule_no === 103)?.is_deleted).toBe(true);
    const deleted = await book.t.db.select().from(schedules).where(eq(schedules.scheduleNo, 103));
    expect(deleted).toHaveLength(3);
  });

  it('lets the demo debtor see the invoices its debtor owes', async () => {
    const answer = await book.t.call('invoice/fetch', { page: 1, per_page: 0 }, book.tokens.debtor);
    const rows = (answer.body.invoices as { data: { debtor_id: number }[] }).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.debtor_id === book.northwind)).toBe(true);
  });
});
