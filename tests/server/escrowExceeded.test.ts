import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema';
import type { FundingBook } from './fundingBook';
import { collect, fundedInvoices, startReservesBook, useExampleTerms } from './reservesBook';

/**
 * 'Escrow reserve exceeded' after a collection (docs/decisions/0029, the escrow rule): once the open
 * receivables fall, the escrow held may pass 10 % of them; staff hear of it once a day per client.
 */
describe('escrow exceeded after a collection', () => {
  let book: FundingBook;
  beforeAll(async () => {
    book = await startReservesBook();
  });
  afterAll(async () => {
    await book.t.close();
  });

  const rungFor = async (clientId: number) =>
    book.t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.type, 'exceeded_escrows'), eq(notifications.typeId, clientId)));

  it('rings when a collection leaves escrow beyond 10 % of the open receivables, once that day', async () => {
    const bayside = book.clients.bayside;
    const debtor = book.debtors.northwind;
    await useExampleTerms(book.t.db, bayside);
    // $10,000.00 and $1,000.00 funded: escrow $550.00 held against $11,000.00 open (10 %: $1,100.00).
    const [large, small] = await fundedInvoices(book, bayside, debtor, ['10000.00', '1000.00'], '2026-09-01');
    expect(await rungFor(bayside)).toEqual([]);

    // The large one paid: $550.00 held against $1,000.00 open (10 %: $100.00), $450.00 beyond.
    await collect(book, bayside, debtor, large!, '10000.00', '2026-09-15');
    const rung = await rungFor(bayside);
    expect(rung.length).toBeGreaterThan(0);
    expect(new Set(rung.map((row) => row.userId)).size).toBe(rung.length);

    // The small one paid the same day: no second bell.
    await collect(book, bayside, debtor, small!, '1000.00', '2026-09-15');
    expect((await rungFor(bayside)).length).toBe(rung.length);
  });
});
