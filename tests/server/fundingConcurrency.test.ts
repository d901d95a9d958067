import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { journalEntries, schedulePayments, schedules } from '../../src/server/db/schema';
import { addMoney, compareMoney, moneyZero, toMoneyString } from '../../src/shared/money';
import {
  addSchedule,
  ledgerDifferences,
  paymentBody,
  startFundingBook,
  type FundingBook,
} from './fundingBook';

/**
 * Post Payment under load (run on PGlite and on PostgreSQL): fifty simultaneous calls for one
 * schedule. With one Idempotency-Key the payment is posted once; with fifty keys the schedule's
 * lock makes each see what the one before left owing, so the client is never paid more than owed.
 */
describe('simultaneous payments of one schedule', () => {
  let book: FundingBook;
  const callers = 50;

  beforeAll(async () => {
    book = await startFundingBook();
  });
  afterAll(() => book.t.close());

  /** A verified Acme schedule, without chargebacks, and what its funding owes. */
  async function owingSchedule(): Promise<{ id: number; owed: string }> {
    const { scheduleId } = await addSchedule(book.t.db, book.clients.acme, [
      { debtorId: book.debtors.northwind, amount: '1000.00' },
      { debtorId: book.debtors.lonestar, amount: '250.00' },
    ]);
    const verified = await book.t.call(
      'schedule/verify',
      { id: scheduleId, chargebacks: [] },
      book.tokens.ca,
    );
    expect(verified.statusCode).toBe(200);
    const [row] = await book.t.db.select().from(schedules).where(eq(schedules.id, scheduleId));
    return { id: scheduleId, owed: row!.remainingAmount };
  }

  const paymentsOf = (scheduleId: number) =>
    book.t.db.select().from(schedulePayments).where(eq(schedulePayments.scheduleId, scheduleId));

  it('posts once for fifty calls with one Idempotency-Key, and every answer names that payment', async () => {
    const { id, owed } = await owingSchedule();
    expect(owed).toBe('937.50'); // 800 + 200 advances − 50 − 12.50 escrow
    const body = paymentBody(id, '100.00');
    const headers = { 'idempotency-key': `pay-${id}-once` };
    const answers = await Promise.all(
      Array.from({ length: callers }, () =>
        book.t.call('schedule/payment/save', body, book.tokens.ca, headers),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    const posted = answers.filter((answer) => answer.statusCode === 200);
    expect(posted.length).toBeGreaterThan(0);
    const paymentIds = new Set(posted.map((answer) => (answer.body.payment as { id: number }).id));
    expect(paymentIds.size).toBe(1);

    const stored = await paymentsOf(id);
    expect(stored).toHaveLength(1);
    const entries = await book.t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(like(journalEntries.operationKey, `payment:${stored[0]!.id}%`));
    expect(entries[0]!.n).toBe(1);
    const [row] = await book.t.db.select().from(schedules).where(eq(schedules.id, id));
    expect(row!.remainingAmount).toBe('837.50');

    // A late repeat replays the first answer; the key with another body is refused.
    const repeat = await book.t.call('schedule/payment/save', body, book.tokens.ca, headers);
    expect(repeat.statusCode).toBe(200);
    expect((repeat.body.payment as { id: number }).id).toBe(stored[0]!.id);
    const changed = await book.t.call(
      'schedule/payment/save',
      { ...body, amount: '1.00' },
      book.tokens.ca,
      headers,
    );
    expect(changed.statusCode).toBe(422);
    expect(await paymentsOf(id)).toHaveLength(1);
    expect(await ledgerDifferences(book.t.db)).toEqual([]);
  });

  it('with fifty keys pays out no more than was owed, to the cent', async () => {
    const { id, owed } = await owingSchedule();
    const each = '50.00';
    const answers = await Promise.all(
      Array.from({ length: callers }, (_, index) =>
        book.t.call('schedule/payment/save', paymentBody(id, each), book.tokens.ca, {
          'idempotency-key': `pay-${id}-${index}`,
        }),
      ),
    );
    const posted = answers.filter((answer) => answer.statusCode === 200).length;
    const refused = answers.filter((answer) => answer.statusCode === 400).length;
    expect(posted + refused).toBe(callers);
    // 937.50 owed: eighteen payments of 50.00 fit (900.00), the nineteenth would overpay.
    expect(posted).toBe(18);

    const stored = await paymentsOf(id);
    const paid = addMoney(moneyZero, ...stored.map((payment) => payment.amount));
    expect(compareMoney(paid, owed)).toBeLessThanOrEqual(0);
    const [row] = await book.t.db.select().from(schedules).where(eq(schedules.id, id));
    expect(toMoneyString(addMoney(paid, row!.remainingAmount))).toBe(owed);
    expect(row!.remainingAmount).toBe('37.50');
    expect(await ledgerDifferences(book.t.db)).toEqual([]);
  });
});
