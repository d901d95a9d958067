import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { debtorClients, invoices, notifications, users } from '../../src/server/db/schema';
import { staffHolding } from '../../src/server/events/staffRecipients';
import { checkFlagAlerts } from '../../src/server/modules/settings/flagCheck';
import { writeSetting } from '../../src/server/modules/settings/service';
import type { FlagAlertSettings } from '../../src/shared/contract/settingsTiles';
import type { RightId } from '../../src/shared/rights';
import { addInvoice, startFundingBook, type FundingBook } from './fundingBook';

/**
 * The flag check (docs/decisions/0039): each threshold passed tells the staff who hold the view
 * right of its screen, once per subject and day; nothing below a threshold or with it switched off;
 * the client's and debtor's own users never hear of it. The book's clock is 2026-11-02.
 */
describe('flag alerts', () => {
  let book: FundingBook;
  let partyUserIds: string[];
  const off: FlagAlertSettings = { concentration_pct: null, over_limit: false, aging_days: null };

  /** Cedar's credit limit on Northwind, the pair the over-limit tests move. */
  const setCedarNorthwindLimit = (creditLimit: string) =>
    book.t.db
      .update(debtorClients)
      .set({ creditLimit })
      .where(
        and(
          eq(debtorClients.prospectId, book.clients.cedar),
          eq(debtorClients.debtorId, book.debtors.northwind),
        ),
      );
  const check = () => checkFlagAlerts({ ...book.t.deps, db: book.t.db, clock: book.clock });
  const setFlags = (value: Partial<FlagAlertSettings>) =>
    writeSetting({ db: book.t.db, clock: book.clock }, 'flag_alerts', { ...off, ...value });
  const told = (type: string, typeId: number, subTypeId?: number) =>
    book.t.db
      .select({ userId: notifications.userId, content: notifications.content })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, type),
          eq(notifications.typeId, typeId),
          subTypeId === undefined ? undefined : eq(notifications.subTypeId, subTypeId),
        ),
      );
  const flagCount = async () => {
    const [row] = await book.t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(like(notifications.type, 'flag_%'));
    return row?.n ?? 0;
  };
  const expectStaffOnly = async (rows: readonly { userId: string }[], right: RightId): Promise<void> => {
    const staff = await staffHolding(book.t.db, right);
    expect(staff.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.userId).sort()).toEqual([...staff].sort());
    for (const party of partyUserIds) expect(rows.map((row) => row.userId)).not.toContain(party);
  };

  beforeAll(async () => {
    book = await startFundingBook();
    const parties = await book.t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, ['client@factordesk.test', 'debtor@factordesk.test']));
    partyUserIds = parties.map((row) => row.id);
    expect(partyUserIds).toHaveLength(2);
    const { bayside, cedar, acme } = book.clients;
    const { northwind, lonestar } = book.debtors;
    // Bayside: Northwind carries 70 % of its open receivables, Lone Star 30 %.
    await addInvoice(book.t.db, bayside, { debtorId: northwind, amount: '700.00' }, null);
    await addInvoice(book.t.db, bayside, { debtorId: lonestar, amount: '300.00' }, null);
    // Cedar holds Northwind with a $1,000.00 limit: the second invoice takes it over.
    await book.t.db
      .insert(debtorClients)
      .values({ debtorId: northwind, prospectId: cedar, creditLimit: '1000.00', status: 1 });
    await addInvoice(book.t.db, cedar, { debtorId: northwind, amount: '700.00', date: '2026-10-20' }, null);
    await addInvoice(book.t.db, cedar, { debtorId: northwind, amount: '500.00', date: '2026-10-21' }, null);
    // Acme (the demo client user's company): one invoice 93 days old, one 13, one old but paid.
    await addInvoice(book.t.db, acme, { debtorId: lonestar, amount: '400.00', date: '2026-08-01' }, null);
    await addInvoice(book.t.db, acme, { debtorId: lonestar, amount: '400.00', date: '2026-10-20' }, null);
    const paid = await addInvoice(
      book.t.db,
      acme,
      { debtorId: lonestar, amount: '250.00', date: '2026-07-01' },
      null,
    );
    await book.t.db.update(invoices).set({ collectedAmount: '250.00' }).where(eq(invoices.id, paid));
  });
  afterAll(async () => {
    await book.t.close();
  });
  beforeEach(async () => {
    await book.t.db.delete(notifications).where(like(notifications.type, 'flag_%'));
  });

  const invoiceOf = async (clientId: number, amount: string, date?: string) => {
    const rows = await book.t.db
      .select({ id: invoices.id, date: invoices.invoiceDate })
      .from(invoices)
      .where(and(eq(invoices.prospectId, clientId), eq(invoices.invoiceAmount, amount)));
    return rows.find((row) => date === undefined || row.date === date)!.id;
  };

  it('flags a debtor carrying more than the percentage of a client, to staff holding view_debtors', async () => {
    await setFlags({ concentration_pct: 60 });
    // Cedar's and Acme's open invoices each sit on one debtor (100 %): flagged too, not looked at here.
    await check();
    const { bayside } = book.clients;
    const rung = await told('flag_concentration', book.debtors.northwind, bayside);
    expect(rung.length).toBeGreaterThan(0);
    await expectStaffOnly(rung, 'view_debtors');
    expect(rung[0]!.content).toContain('70.0 %');
    expect(await told('flag_concentration', book.debtors.lonestar, bayside)).toEqual([]);
  });

  it('raises nothing at or below the percentage, or with concentration off', async () => {
    await setFlags({ concentration_pct: 100 });
    expect((await check()).concentration).toBe(0);
    // Exactly 70 % is not above 70 %.
    await setFlags({ concentration_pct: 70 });
    await check();
    expect(await told('flag_concentration', book.debtors.northwind, book.clients.bayside)).toEqual([]);
    await book.t.db.delete(notifications).where(like(notifications.type, 'flag_%'));
    await setFlags({});
    expect(await check()).toEqual({ concentration: 0, overLimit: 0, aging: 0 });
    expect(await flagCount()).toBe(0);
  });

  it('flags the invoice that takes its debtor over the credit limit, to staff holding view_invoices', async () => {
    await setFlags({ over_limit: true });
    expect((await check()).overLimit).toBe(1);
    const first = await invoiceOf(book.clients.cedar, '700.00');
    const second = await invoiceOf(book.clients.cedar, '500.00');
    expect(await told('flag_over_limit', first)).toEqual([]);
    const rung = await told('flag_over_limit', second);
    await expectStaffOnly(rung, 'view_invoices');
    expect(rung[0]!.content).toContain('$1,000.00');
  });

  it('raises nothing within the limit or with the over-limit flag off', async () => {
    await setFlags({ over_limit: false });
    expect((await check()).overLimit).toBe(0);
    await setCedarNorthwindLimit('1200.00');
    await setFlags({ over_limit: true });
    expect((await check()).overLimit).toBe(0);
    expect(await flagCount()).toBe(0);
    await setCedarNorthwindLimit('1000.00');
  });

  it('flags an open invoice past the aging days, not a younger or a paid one', async () => {
    await setFlags({ aging_days: 90 });
    expect((await check()).aging).toBe(1);
    const old = await invoiceOf(book.clients.acme, '400.00', '2026-08-01');
    const young = await invoiceOf(book.clients.acme, '400.00', '2026-10-20');
    const paid = await invoiceOf(book.clients.acme, '250.00');
    const rung = await told('flag_aging', old);
    await expectStaffOnly(rung, 'view_invoices');
    expect(rung[0]!.content).toContain('93 days');
    expect(await told('flag_aging', young)).toEqual([]);
    expect(await told('flag_aging', paid)).toEqual([]);
  });

  it('raises nothing below the aging days or with aging off', async () => {
    await setFlags({ aging_days: 93 });
    expect((await check()).aging).toBe(0);
    await setFlags({ aging_days: null });
    expect((await check()).aging).toBe(0);
    expect(await flagCount()).toBe(0);
  });

  it('raises each flag once a day, and again the next day', async () => {
    await setFlags({ concentration_pct: 60, over_limit: true, aging_days: 90 });
    const first = await check();
    expect(first.overLimit).toBe(1);
    expect(first.aging).toBe(1);
    expect(first.concentration).toBeGreaterThan(0);
    const stored = await flagCount();

    expect(await check()).toEqual({ concentration: 0, overLimit: 0, aging: 0 });
    expect(await flagCount()).toBe(stored);

    // Yesterday's bells do not count for today.
    await book.t.db
      .update(notifications)
      .set({ createdAt: sql`${notifications.createdAt} - interval '1 day'` })
      .where(like(notifications.type, 'flag_%'));
    expect(await check()).toEqual(first);
    expect(await flagCount()).toBe(stored * 2);
  });
});
