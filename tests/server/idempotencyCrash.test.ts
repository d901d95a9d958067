import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '../../src/shared/contract/funding';
import { openDatabase } from '../../src/server/db/client';
import { journalEntries, schedulePayments } from '../../src/server/db/schema';
import { verifyLedger } from '../../src/server/ledger/verify';
import { freshServerData, post, signIn, startServer, type ServerProcess } from './serverProcess';

/**
 * Post Payment with an Idempotency-Key survives the server dying at any point of the request (run
 * on PGlite and on PostgreSQL): the real server is killed with SIGKILL, restarted on the same data
 * and the request retried with the same key and body. Killed after the commit, the retry replays
 * the committed answer; killed before it, the retry runs at once. One payment each, one journal
 * entry each, and books that verify.
 */
describe('a payment retried after the server died', () => {
  const crashing = 'tests/server/crashBeforeAnswer.ts';
  let data: Awaited<ReturnType<typeof freshServerData>>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    data = await freshServerData();
  });
  afterAll(async () => {
    await server?.stop();
    await data.drop();
  });

  const start = async (crashAt?: 'answer' | 'committed' | 'commit') => {
    server = await startServer({
      env: { ...data.env, ...(crashAt ? { CRASH_AT: crashAt } : {}) },
      preload: crashAt ? [crashing] : [],
    });
    return server;
  };

  /** A verified schedule of the demo book with money still to pay, and a payment of 10.00 towards it. */
  async function payableSchedule(baseUrl: string, token: string) {
    const auth = { authorization: `Bearer ${token}` };
    const list = await post(baseUrl, 'schedule/funding/fetch', { page: 1, per_page: 100 }, auth);
    expect(list.statusCode).toBe(200);
    const rows = (list.body.schedules as { data: Record<string, unknown>[] }).data;
    const schedule = rows.find(
      (row) => row.verified_at !== null && row.deleted_at === null && Number(row.remaining_amount) > 100,
    );
    if (!schedule) throw new Error(`the demo book has no schedule to pay: ${JSON.stringify(rows)}`);
    const info = await post(baseUrl, 'schedule/payment_info', { id: schedule.id }, auth);
    expect(info.statusCode).toBe(200);
    const day = String(info.body.latestInvoiceDate);
    const fundDate = (schedule.schedule_fund_date as string | null) ?? day;
    return {
      id: Number(schedule.id),
      payment: (amount: string, transaction: string) => ({
        schedule_id: schedule.id,
        payment_type: 0,
        transaction_number: transaction,
        schedule_fund_date: fundDate,
        check_date: fundDate,
        check_deposit_date: fundDate,
        posting_date: fundDate,
        amount,
        selectedUnverifiedInvoices: [],
        unverifiedInvoices: [],
      }),
    };
  }

  interface Attempt {
    key: Record<string, string>;
    body: Record<string, unknown>;
    payment?: Payment;
  }
  const paid: Attempt[] = [];
  let scheduleId = 0;

  async function pay(running: ServerProcess, which: Attempt) {
    const token = await signIn(running.baseUrl, 'admin@factordesk.test');
    return post(running.baseUrl, 'schedule/payment/save', which.body, {
      authorization: `Bearer ${token}`,
      ...which.key,
    });
  }

  /**
   * Each crash is followed by a restart that crashes at the next point: a retry only replays (it
   * writes no payment), so it passes the next point's trap untouched.
   */
  it('replays the committed answer when the server died while answering', async () => {
    let running = await start('answer');
    const token = await signIn(running.baseUrl, 'admin@factordesk.test');
    const schedule = await payableSchedule(running.baseUrl, token);
    scheduleId = schedule.id;
    const [answering, committed, uncommitted] = (['10.00', '11.00', '12.00'] as const).map(
      (amount, index): Attempt => ({
        key: { 'idempotency-key': `crash-${index}-${schedule.id}` },
        body: schedule.payment(amount, `ACH100${index}`),
      }),
    );
    paid.push(answering!, committed!, uncommitted!);
    expect((await pay(running, answering!)).statusCode).toBe(0);
    expect(await running.exited).toBe('SIGKILL');

    running = await start('committed');
    const replayed = await pay(running, answering!);
    expect(replayed.statusCode, JSON.stringify(replayed.body)).toBe(200);
    answering!.payment = replayed.body.payment as Payment;
    expect(answering!.payment.amount).toBe('10.00');
  }, 300_000);

  it('replays the committed answer when the server died the moment the payment committed', async () => {
    const [, committed] = paid;
    let running = server!;
    expect((await pay(running, committed!)).statusCode).toBe(0);
    expect(await running.exited).toBe('SIGKILL');

    running = await start('commit');
    const replayed = await pay(running, committed!);
    expect(replayed.statusCode, JSON.stringify(replayed.body)).toBe(200);
    committed!.payment = replayed.body.payment as Payment;
    expect(committed!.payment.amount).toBe('11.00');
    const again = await pay(running, committed!);
    expect(again.body.payment).toEqual(committed!.payment);
  }, 300_000);

  it('runs at once a request whose transaction the dying server never committed', async () => {
    const [, , uncommitted] = paid;
    let running = server!;
    expect((await pay(running, uncommitted!)).statusCode).toBe(0);
    expect(await running.exited).toBe('SIGKILL');

    running = await start();
    const retried = await pay(running, uncommitted!);
    expect(retried.statusCode, JSON.stringify(retried.body)).toBe(200);
    uncommitted!.payment = retried.body.payment as Payment;
    expect(uncommitted!.payment.amount).toBe('12.00');
    await running.stop();
  }, 300_000);

  it('leaves one payment and one journal entry for each, and books that verify', async () => {
    // Read by the test once the server is gone (PGlite data has one process at a time).
    const database = await openDatabase(data.location);
    try {
      const payments = await database.db
        .select()
        .from(schedulePayments)
        .where(eq(schedulePayments.scheduleId, scheduleId));
      const ours = payments.filter((payment) =>
        ['ACH1000', 'ACH1001', 'ACH1002'].includes(payment.transactionNumber),
      );
      expect(ours.map((payment) => payment.id).sort()).toEqual(paid.map((one) => one.payment?.id).sort());
      const [entries] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(journalEntries)
        .where(
          inArray(
            journalEntries.operationKey,
            ours.map((payment) => `payment:${payment.id}`),
          ),
        );
      expect(entries?.n).toBe(3);
      const books = await verifyLedger(database.db);
      expect(books.differences).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
