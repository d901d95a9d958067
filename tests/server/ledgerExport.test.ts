import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './harness';
import { prospects } from '../../src/server/db/schema';
import { postEntry, reverseEntry } from '../../src/server/ledger/post';
import { trialBalance } from '../../src/server/ledger/balances';
import { hledgerJournal, journalAccountName } from '../../src/server/ledger/hledgerJournal';
import { verifyLedger } from '../../src/server/ledger/verify';

const hledger = spawnSync('hledger', ['--version']).status === 0;

// These entries are posted straight to the books, with no invoices or schedules behind them: the
// books are checked on their own (no operational comparisons).
describe('the books for an accountant', () => {
  let t: TestApp;
  let file: string;

  beforeAll(async () => {
    t = await startTestApp();
    const [client] = await t.db
      .insert(prospects)
      .values({
        draftToken: 'ledger-export-client-token-00000001',
        companyBusinessName: 'Export Client',
        pocName: 'Pat',
        pocEmail: 'pat@export.test',
        companyPhone: '5550000000',
        companyZip: '10001',
        companyState: 'New York',
        companyCity: 'New York',
        companyLegalStatus: '4',
        companyAddress: '1 Main Street',
        status: 1,
      })
      .returning({ id: prospects.id });
    const clientId = client!.id;
    await t.db.transaction(async (tx) => {
      await postEntry(tx, {
        date: '2026-10-01',
        operation: 'capital_deposit',
        operationKey: 'export:capital',
        memo: 'Opening capital; paid in',
        lines: [
          { chart: 'cash', debit: '500000.00' },
          { chart: 'capital', credit: '500000.00' },
        ],
      });
      const funded = await postEntry(tx, {
        date: '2026-11-02',
        operation: 'schedule_funding',
        operationKey: 'export:funding',
        memo: 'Schedule 17 funded',
        clientId,
        lines: [
          { chart: 'purchasedReceivables', clientId, debtorId: 3, debit: '12345.67' },
          { chart: 'cash', credit: '9209.48' },
          { chart: 'clientReserves', clientId, credit: '2469.14' },
          { chart: 'escrowReserves', clientId, credit: '617.05' },
          { chart: 'wireFeeIncome', clientId, credit: '50.00' },
        ],
      });
      await reverseEntry(tx, funded, {
        date: '2026-11-03',
        operation: 'funding_reversal',
        operationKey: 'export:funding:reversal',
        memo: 'Revert Funding of schedule 17',
      });
      await postEntry(tx, {
        date: '2026-11-04',
        operation: 'schedule_funding',
        operationKey: 'export:funding:again',
        memo: 'Schedule 17 funded',
        clientId,
        lines: [
          { chart: 'purchasedReceivables', clientId, debtorId: 3, debit: '12345.67' },
          { chart: 'cash', credit: '9259.48' },
          { chart: 'clientReserves', clientId, credit: '2469.14' },
          { chart: 'escrowReserves', clientId, credit: '617.05' },
        ],
      });
    });
    file = join(mkdtempSync(join(tmpdir(), 'factordesk-journal-')), 'books.journal');
    writeFileSync(file, await hledgerJournal(t.db, new Date('2026-11-21T12:00:00Z')));
  });
  afterAll(() => t.close());

  it('reports whole books: every entry balanced, debits equal credits', async () => {
    const report = await verifyLedger(t.db, []);
    expect(report.differences).toEqual([]);
    expect(report.entries).toBe(4);
    expect(report.totalDebits).toBe(report.totalCredits);
  });

  it('names each difference an operational check finds', async () => {
    const report = await verifyLedger(t.db, [
      {
        name: 'reserves',
        compare: async () => [{ subject: 'client 1', operational: '10.00', ledger: '10.01' }],
      },
    ]);
    expect(report.differences).toEqual(['reserves, client 1: operational 10.00, ledger 10.01']);
  });

  it.runIf(hledger || process.env.CI)(
    'exports a journal that hledger checks strictly and totals to our trial balance, to the cent',
    async () => {
      execFileSync('hledger', ['-f', file, 'check', '--strict'], { stdio: 'pipe' });
      const csv = execFileSync(
        'hledger',
        ['-f', file, 'bal', '--flat', '--no-total', '-O', 'csv', '--empty'],
        {
          encoding: 'utf8',
        },
      );
      const theirs = Object.fromEntries(
        csv
          .trim()
          .split('\n')
          .slice(1)
          .map((row) => row.split(',').map((cell) => cell.replace(/^"|"$/g, '')))
          .map(([account, amount]) => [account, (amount ?? '').replace(/[$,]/g, '')]),
      );
      const ours = Object.fromEntries(
        (await trialBalance(t.db)).map((row) => [journalAccountName(row.code, row.chartCode), row.balance]),
      );
      const asCents = (record: Record<string, string | undefined>) =>
        Object.fromEntries(Object.entries(record).map(([k, v]) => [k, Math.round(Number(v || '0') * 100)]));
      expect(asCents(theirs)).toEqual(asCents(ours));
    },
  );
});
