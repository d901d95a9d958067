import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { journalEntries, schedulePayments, schedules } from '../../src/server/db/schema';
import { seedDemoFunding } from '../../src/server/seed/demoFunding';
import {
  addChargeback,
  addSchedule,
  ledgerDifferences,
  startFundingBook,
  type FundingBook,
} from './fundingBook';

describe('the demo funding', () => {
  let book: FundingBook;

  beforeAll(async () => {
    book = await startFundingBook();
  });
  afterAll(() => book.t.close());

  it('funds demo schedules through the services: two payments, a reversal, one waiting', async () => {
    const { acme, bayside, cedar } = book.clients;
    const invoice = (amount: string) => ({ debtorId: book.debtors.northwind, amount });
    expect(await seedDemoFunding(book.t.db, [acme, bayside, cedar])).toEqual({
      paidTwice: null,
      reverted: null,
      awaitingPayment: null,
    });
    await addChargeback(book.t.db, acme, book.debtors.lonestar, '120.00');
    const first = await addSchedule(book.t.db, acme, [invoice('5000.00'), invoice('2500.00')]);
    const second = await addSchedule(book.t.db, bayside, [invoice('4000.00')]);
    const third = await addSchedule(book.t.db, cedar, [invoice('900.00')]);

    const seeded = await seedDemoFunding(book.t.db, [acme, bayside, cedar]);
    expect(seeded).toEqual({
      paidTwice: first.scheduleId,
      reverted: second.scheduleId,
      awaitingPayment: third.scheduleId,
    });
    const rowOf = async (id: number) =>
      (await book.t.db.select().from(schedules).where(eq(schedules.id, id)))[0]!;
    const paymentsOf = (id: number) =>
      book.t.db.select().from(schedulePayments).where(eq(schedulePayments.scheduleId, id));

    expect(await rowOf(first.scheduleId)).toMatchObject({ cbAmount: '120.00', remainingAmount: '0.00' });
    expect((await paymentsOf(first.scheduleId)).map((payment) => payment.paymentType)).toEqual([0, 2]);
    expect(await rowOf(second.scheduleId)).toMatchObject({ scheduleFundDate: null });
    const reverted = await paymentsOf(second.scheduleId);
    expect(reverted).toHaveLength(1);
    expect(reverted[0]!.reversedAt).not.toBeNull();
    const contra = await book.t.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.operationKey, `payment:${reverted[0]!.id}:reversal`));
    expect(contra).toHaveLength(1);
    expect(await rowOf(third.scheduleId)).toMatchObject({ scheduleFundDate: null });
    expect((await rowOf(third.scheduleId)).verifiedAt).not.toBeNull();
    expect(await ledgerDifferences(book.t.db)).toEqual([]);
  });
});
