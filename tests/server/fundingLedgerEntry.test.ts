import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { JournalEntry, PaymentWithEntries } from '../../src/shared/contract/funding';
import { addMoney, compareMoney, moneyZero, toMoneyString } from '../../src/shared/money';
import { journalEntries, journalLines, ledgerAccounts, schedulePayments } from '../../src/server/db/schema';
import {
  addSchedule,
  ledgerDifferences,
  paymentBody,
  startFundingBook,
  type FundingBook,
} from './fundingBook';

/**
 * Show Payment tells what each payment did to the books: the journal entry it posted and, after
 * Revert Funding, the contra entry; line for line what the ledger holds, and balanced.
 */
describe('Show Payment with the ledger entry', () => {
  let book: FundingBook;
  const call = (path: string, body: unknown, token = book.tokens.ca) => book.t.call(path, body, token);

  beforeAll(async () => {
    book = await startFundingBook();
  });
  afterAll(() => book.t.close());
  afterEach(async () => {
    expect(await ledgerDifferences(book.t.db)).toEqual([]);
  });

  /** The entry as the ledger stores it, lines in posting order. */
  async function ledgerEntry(entryId: number): Promise<JournalEntry> {
    const [entry] = await book.t.db.select().from(journalEntries).where(eq(journalEntries.id, entryId));
    const lines = await book.t.db
      .select({
        account_code: ledgerAccounts.code,
        account_name: ledgerAccounts.name,
        memo: journalLines.memo,
        debit: journalLines.debit,
        credit: journalLines.credit,
      })
      .from(journalLines)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
      .where(eq(journalLines.entryId, entryId))
      .orderBy(asc(journalLines.id));
    return { id: entryId, entry_date: entry!.entryDate, memo: entry!.memo, lines };
  }

  const total = (entry: JournalEntry, side: 'debit' | 'credit') =>
    toMoneyString(addMoney(moneyZero, ...entry.lines.map((line) => line[side])));

  async function shownPayments(scheduleId: number, token = book.tokens.ca): Promise<PaymentWithEntries[]> {
    const answer = await call('schedule/payment/fetch', { schedule_id: scheduleId }, token);
    expect(answer.statusCode).toBe(200);
    return answer.body.payments as PaymentWithEntries[];
  }

  let scheduleId: number;
  let paymentId: number;

  it('each payment carries the entry it posted, line for line as the ledger holds it, balanced', async () => {
    const { acme } = book.clients;
    // Acme: 80% advance, 5% escrow, $25 wire fee. Advances 800 + 400, escrow 50 + 25.
    const made = await addSchedule(book.t.db, acme, [
      { debtorId: book.debtors.northwind, amount: '1000.00' },
      { debtorId: book.debtors.lonestar, amount: '500.00' },
    ]);
    scheduleId = made.scheduleId;
    expect((await call('schedule/verify', { id: scheduleId, chargebacks: [] })).statusCode).toBe(200);
    const posted = await call(
      'schedule/payment/save',
      paymentBody(scheduleId, '600.00', { payment_type: 2, transaction_number: 'WIRE9', wire_fee: '25.00' }),
    );
    expect(posted.statusCode).toBe(200);
    paymentId = (posted.body.payment as { id: number }).id;
    const second = await call(
      'schedule/payment/save',
      paymentBody(scheduleId, '525.00', { transaction_number: 'ACH9' }),
    );
    expect(second.statusCode).toBe(200);

    const payments = await shownPayments(scheduleId, book.tokens.analyst);
    expect(payments.map((payment) => payment.transaction_number)).toEqual(['WIRE9', 'ACH9']);
    const stored = await book.t.db
      .select({ id: schedulePayments.id, entryId: schedulePayments.journalEntryId })
      .from(schedulePayments)
      .where(eq(schedulePayments.scheduleId, scheduleId))
      .orderBy(asc(schedulePayments.id));
    expect(stored).toHaveLength(2);
    for (const [index, payment] of payments.entries()) {
      const entryId = stored[index]!.entryId!;
      expect(payment.id).toBe(stored[index]!.id);
      expect(payment.journal_entry).toEqual(await ledgerEntry(entryId));
      expect(payment.reversal_entry).toBeNull();
      const entry = payment.journal_entry!;
      expect(entry.lines.length).toBeGreaterThanOrEqual(2);
      expect(compareMoney(total(entry, 'debit'), total(entry, 'credit'))).toBe(0);
      // A line is on one side only.
      expect(entry.lines.every((line) => (line.debit === '0.00') !== (line.credit === '0.00'))).toBe(true);
    }

    // The wire: bought both invoices at face value, paid 600 less the $25 fee out of the bank.
    const wire = payments[0]!.journal_entry!;
    expect(wire.entry_date).toBe('2026-10-06');
    expect(total(wire, 'debit')).toBe(total(wire, 'credit'));
    const byName = (name: string, side: 'debit' | 'credit') =>
      wire.lines.filter((line) => line.account_name === name).map((line) => line[side]);
    expect(byName('Purchased Receivables', 'debit').sort()).toEqual(['1000.00', '500.00'].sort());
    expect(byName('Cash (bank)', 'credit')).toEqual(['575.00']);
    expect(byName('Wire Fee Income', 'credit')).toEqual(['25.00']);
    expect(byName('Escrow Reserves', 'credit')).toEqual(['75.00']);
    expect(wire.lines.find((line) => line.account_name === 'Cash (bank)')?.account_code).toBe('1000');
    // The later ACH only pays what is still owed: Advances Payable against Cash.
    const ach = payments[1]!.journal_entry!;
    expect(ach.lines.map((line) => [line.account_name, line.debit, line.credit])).toEqual([
      ['Advances Payable to Clients', '525.00', '0.00'],
      ['Cash (bank)', '0.00', '525.00'],
    ]);
  });

  it('after Revert Funding each payment carries its contra entry too, the mirror of its entry', async () => {
    const reverted = await call('schedule/funded_reversal', { schedule_id: scheduleId });
    expect(reverted.statusCode).toBe(200);
    const payments = await shownPayments(scheduleId);
    expect(payments).toHaveLength(2);
    for (const payment of payments) {
      expect(payment.reversed_at).not.toBeNull();
      const original = payment.journal_entry!;
      const contra = payment.reversal_entry!;
      expect(contra).not.toBeNull();
      expect(contra.id).not.toBe(original.id);
      const [stored] = await book.t.db.select().from(journalEntries).where(eq(journalEntries.id, contra.id));
      expect(stored).toMatchObject({ reversesEntryId: original.id, operation: 'funding_reversal' });
      expect(contra).toEqual(await ledgerEntry(contra.id));
      expect(contra.entry_date).toBe('2026-11-02');
      expect(total(contra, 'debit')).toBe(total(original, 'credit'));
      expect(contra.lines.map((line) => [line.account_code, line.debit, line.credit])).toEqual(
        original.lines.map((line) => [line.account_code, line.credit, line.debit]),
      );
    }
    expect(payments.find((payment) => payment.id === paymentId)?.journal_entry?.entry_date).toBe(
      '2026-10-06',
    );
  });

  it("answers 404 for another client's schedule, showing none of its books", async () => {
    const { bayside } = book.clients;
    const theirs = await addSchedule(book.t.db, bayside, [
      { debtorId: book.debtors.northwind, amount: '10.00' },
    ]);
    const answer = await call(
      'schedule/payment/fetch',
      { schedule_id: theirs.scheduleId },
      book.tokens.client,
    );
    expect(answer.statusCode).toBe(404);
  });
});
