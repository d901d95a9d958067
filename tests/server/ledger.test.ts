import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { journalEntries, journalLines, ledgerAccounts, prospects } from '../../src/server/db/schema';
import { postEntry, reverseEntry, UnbalancedEntryError, type Posting } from '../../src/server/ledger/post';
import { trialBalance } from '../../src/server/ledger/balances';
import { verifyLedger } from '../../src/server/ledger/verify';
import { accountCode } from '../../src/server/ledger/accounts';

// These entries are posted straight to the books, with no invoices or schedules behind them: the
// books are checked on their own (no operational comparisons).
describe('the books', () => {
  let t: TestApp;
  let clientId: number;
  let serial = 0;
  const key = () => `test:${++serial}`;

  beforeAll(async () => {
    t = await startTestApp();
    const [client] = await t.db
      .insert(prospects)
      .values({
        draftToken: 'ledger-test-client-token-0000000001',
        companyBusinessName: 'Ledger Test Client',
        pocName: 'Pat',
        pocEmail: 'pat@ledger.test',
        companyPhone: '5550000000',
        companyZip: '10001',
        companyState: 'New York',
        companyCity: 'New York',
        companyLegalStatus: '4',
        companyAddress: '1 Main Street',
        status: 1,
      })
      .returning({ id: prospects.id });
    clientId = client!.id;
  });
  afterAll(() => t.close());

  const funding = (overrides: Partial<Posting> = {}): Posting => ({
    date: '2026-11-02',
    operation: 'schedule_funding',
    operationKey: key(),
    memo: 'Schedule 1 funded',
    clientId,
    lines: [
      { chart: 'purchasedReceivables', clientId, debtorId: 7, debit: '1000.00' },
      { chart: 'cash', credit: '775.00' },
      { chart: 'clientReserves', clientId, credit: '200.00' },
      { chart: 'wireFeeIncome', clientId, credit: '25.00' },
      { chart: 'escrowReserves', clientId, credit: '0' },
    ],
    ...overrides,
  });

  const entryCount = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries))[0]!.n;

  it('posts a balanced entry into sub-ledger accounts it opens on first use, leaving zero lines out', async () => {
    const id = await t.db.transaction((tx) => postEntry(tx, funding()));
    const lines = await t.db
      .select({ code: ledgerAccounts.code, debit: journalLines.debit, credit: journalLines.credit })
      .from(journalLines)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
      .where(eq(journalLines.entryId, id));
    expect(lines).toHaveLength(4);
    expect(lines.map((l) => l.code).sort()).toEqual(
      ['1000', `1200-C${clientId}-D7`, `2100-C${clientId}`, `4200-C${clientId}`].sort(),
    );
    const report = await verifyLedger(t.db, []);
    expect(report.differences).toEqual([]);
    expect(report.totalDebits).toBe(report.totalCredits);
  });

  it('refuses an unbalanced entry in code and writes nothing', async () => {
    const before = await entryCount();
    const lopsided = funding({
      lines: [
        { chart: 'purchasedReceivables', clientId, debtorId: 7, debit: '1000.00' },
        { chart: 'cash', credit: '999.99' },
      ],
    });
    await expect(t.db.transaction((tx) => postEntry(tx, lopsided))).rejects.toBeInstanceOf(
      UnbalancedEntryError,
    );
    const single = funding({ lines: [{ chart: 'cash', debit: '5.00' }] });
    await expect(t.db.transaction((tx) => postEntry(tx, single))).rejects.toBeInstanceOf(
      UnbalancedEntryError,
    );
    const fractional = funding({
      lines: [
        { chart: 'cash', debit: '1.005' },
        { chart: 'capital', credit: '1.005' },
      ],
    });
    await expect(t.db.transaction((tx) => postEntry(tx, fractional))).rejects.toBeInstanceOf(
      UnbalancedEntryError,
    );
    expect(await entryCount()).toBe(before);
  });

  it('refuses at commit an unbalanced entry written past the posting function', async () => {
    const before = await entryCount();
    const [cash] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, '1000'));
    await expect(
      t.db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(journalEntries)
          .values({
            entryDate: '2026-11-02',
            operation: 'capital_deposit',
            operationKey: key(),
            memo: 'forged',
          })
          .returning({ id: journalEntries.id });
        await tx.insert(journalLines).values([{ entryId: entry!.id, accountId: cash!.id, debit: '10.00' }]);
      }),
    ).rejects.toThrow();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(journalEntries).values({
          entryDate: '2026-11-02',
          operation: 'capital_deposit',
          operationKey: key(),
          memo: 'no lines',
        });
      }),
    ).rejects.toThrow();
    expect(await entryCount()).toBe(before);
  });

  it('keeps posted entries and lines as they are: updates and deletes are refused by the database', async () => {
    const id = await t.db.transaction((tx) => postEntry(tx, funding()));
    await expect(
      t.db.update(journalLines).set({ debit: '1.00' }).where(eq(journalLines.entryId, id)),
    ).rejects.toThrow();
    await expect(t.db.delete(journalLines).where(eq(journalLines.entryId, id))).rejects.toThrow();
    await expect(
      t.db.update(journalEntries).set({ memo: 'changed' }).where(eq(journalEntries.id, id)),
    ).rejects.toThrow();
    await expect(t.db.delete(journalEntries).where(eq(journalEntries.id, id))).rejects.toThrow();
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, id));
    expect(entry?.memo).toBe('Schedule 1 funded');
  });

  it('posts one business operation once: the same operation key fails and the first entry stands', async () => {
    const posting = funding();
    await t.db.transaction((tx) => postEntry(tx, posting));
    const before = await entryCount();
    await expect(t.db.transaction((tx) => postEntry(tx, posting))).rejects.toThrow();
    expect(await entryCount()).toBe(before);
  });

  it('reverses an entry with its contra entry, once, bringing the balances back', async () => {
    const before = await trialBalance(t.db);
    const id = await t.db.transaction((tx) => postEntry(tx, funding()));
    await t.db.transaction((tx) =>
      reverseEntry(tx, id, {
        date: '2026-11-03',
        operation: 'funding_reversal',
        operationKey: key(),
        memo: 'Revert',
      }),
    );
    const after = await trialBalance(t.db);
    const balances = (rows: typeof before) => Object.fromEntries(rows.map((r) => [r.code, r.balance]));
    expect(balances(after)).toEqual(balances(before));
    await expect(
      t.db.transaction((tx) =>
        reverseEntry(tx, id, {
          date: '2026-11-03',
          operation: 'funding_reversal',
          operationKey: key(),
          memo: 'Again',
        }),
      ),
    ).rejects.toThrow();
    expect((await verifyLedger(t.db, [])).differences).toEqual([]);
  });

  it('names sub-ledger accounts by client and debtor, and refuses a per-client account without its client', () => {
    expect(accountCode({ chart: 'cash' })).toBe('1000');
    expect(accountCode({ chart: 'clientReserves', clientId: 3 })).toBe('2100-C3');
    expect(accountCode({ chart: 'purchasedReceivables', clientId: 3, debtorId: 9 })).toBe('1200-C3-D9');
    expect(() => accountCode({ chart: 'clientReserves' })).toThrow();
    expect(() => accountCode({ chart: 'purchasedReceivables', clientId: 3 })).toThrow();
  });
});
