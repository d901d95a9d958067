import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../../src/server/db/schema';
import { trialBalance } from '../../src/server/ledger/balances';
import { hledgerJournal } from '../../src/server/ledger/hledgerJournal';
import { iifAccountName, iifJournal, readIif, transactionSum } from '../../src/server/ledger/iifExport';
import type { LedgerData } from '../../src/shared/contract/generalLedger';
import { messages } from '../../src/shared/messages';
import { addMoney, toMoneyString } from '../../src/shared/money';
import { startReservesBook, workedExample, type WorkedExample } from './reservesBook';
import type { FundingBook } from './fundingBook';

const hledger = spawnSync('hledger', ['--version']).status === 0;
const pdftotext = spawnSync('pdftotext', ['-v']).status === 0;

/**
 * The general ledger (docs/decisions/0031-the-general-ledger.md) on the worked example of 0029:
 * Acme sells Northwind three invoices ($10,000, $5,000, $6,000) funded 09/01/2026; $3,000 of the
 * second is collected on 09/21 and the rest charged back; the first is collected on 10/06, in the
 * next fiscal year.
 */
describe('general ledger', () => {
  let book: FundingBook;
  let acme: number;
  let northwind: number;
  let example: WorkedExample;
  const fetch = (body: Record<string, unknown>, token = book.tokens.admin) =>
    book.t.call('general_ledger/fetch', body, token);
  const ledgerOf = async (body: Record<string, unknown>, token?: string) => {
    const answer = await fetch(body, token);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    return answer.body.ledger_data as LedgerData;
  };
  const clientYear = (year: number, extra: Record<string, unknown> = {}) => ({
    client_debtor: 'client',
    fiscal_year: year,
    id: acme,
    transaction_type: 'all',
    data_type: 'json',
    download: false,
    ...extra,
  });

  beforeAll(async () => {
    book = await startReservesBook();
    acme = book.clients.acme;
    northwind = book.debtors.northwind;
    example = await workedExample(book, acme, northwind);
  });
  afterAll(() => book.t.close());

  it("reads the client's receivables sub-ledger for the fiscal year, with the header card", async () => {
    const ledger = await ledgerOf(clientYear(2026));
    expect(ledger.period).toEqual({ from: '2025-10-01', to: '2026-09-30' });
    expect(ledger.year).toBe(2026);
    expect(ledger.as_of).toBeNull();
    expect(ledger.statement_date).toBe('2026-11-02');
    expect(ledger.title).toContain('Acme');
    const debits = ledger.invoices.filter((line) => line.debit_amount !== null);
    const credits = ledger.invoices.filter((line) => line.credit_amount !== null);
    expect(debits.map((line) => line.debit_amount)).toEqual(['10000.00', '5000.00', '6000.00']);
    expect(
      debits.every((line) => line.posting_date === '2026-09-01' && line.debtor_name === 'Northwind Traders'),
    ).toBe(true);
    expect(debits.every((line) => line.invoice_no !== null)).toBe(true);
    expect(debits[0]).toMatchObject({ payment_mode: 'ACH', transaction_no: 'ACH12345' });
    // The collection of 09/21 by check, and the rest of that invoice charged back.
    expect(credits.map((line) => line.credit_amount).sort()).toEqual(['2000.00', '3000.00']);
    const collected = credits.find((line) => line.credit_amount === '3000.00')!;
    expect(collected).toMatchObject({
      payment_mode: 'Check',
      transaction_no: `CHK${example.i1002}`,
      posting_date: '2026-09-21',
    });
    expect(ledger.totals).toEqual({ debit: '21000.00', credit: '5000.00' });
    expect(ledger.opening_balance).toBe('0.00');
    expect(ledger.balance).toBe('16000.00');
    expect(ledger.credit_limit).not.toBeNull();
    expect(ledger.active_credit_limit).not.toBeNull();

    const next = await ledgerOf(clientYear(2027));
    expect(next.invoices.map((line) => line.credit_amount)).toEqual(['10000.00']);
    expect(next.opening_balance).toBe('16000.00');
    expect(next.balance).toBe('6000.00');
  });

  it('hides the other side by transaction type, and runs as of a past day', async () => {
    const debit = await ledgerOf(clientYear(2026, { transaction_type: 'debit' }));
    expect(debit.invoices.every((line) => line.credit_amount === null)).toBe(true);
    expect(debit.invoices).toHaveLength(3);
    expect(debit.totals).toEqual({ debit: '21000.00', credit: '0.00' });
    const credit = await ledgerOf(clientYear(2026, { transaction_type: 'credit' }));
    expect(credit.invoices.every((line) => line.debit_amount === null)).toBe(true);
    expect(credit.invoices).toHaveLength(2);
    // The balance is the sub-ledger's, whatever lines are shown.
    expect(credit.balance).toBe('16000.00');

    const asOf = await ledgerOf(clientYear(2026, { as_of: '2026-09-10' }));
    expect(asOf.as_of).toBe('2026-09-10');
    expect(asOf.statement_date).toBe('2026-09-10');
    expect(asOf.invoices).toHaveLength(3);
    expect(asOf.balance).toBe('21000.00');
    const before = await ledgerOf(clientYear(2027, { as_of: '2026-09-10' }));
    expect(before.invoices).toEqual([]);
    expect(before.balance).toBe('21000.00');
    const empty = await fetch(clientYear(2021));
    expect(empty.body.message).toBe('No record available.');
  });

  it("reads a debtor's sub-ledger in debtor mode", async () => {
    const ledger = await ledgerOf({
      client_debtor: 'debtor',
      fiscal_year: 2026,
      debtor_id: northwind,
      transaction_type: 'all',
    });
    expect(ledger.title).toContain('Northwind Traders');
    expect(ledger.totals).toEqual({ debit: '21000.00', credit: '5000.00' });
    expect(ledger.balance).toBe('16000.00');
  });

  it('equals hledger on the exported journal: debits, credits and the closing balance', async (context) => {
    if (!hledger) return context.skip();
    const dir = mkdtempSync(join(tmpdir(), 'gl-hledger-'));
    const file = join(dir, 'books.journal');
    writeFileSync(file, await hledgerJournal(book.t.db, new Date()));
    const account = `^assets:1200-C${acme}-D`;
    const amount = (text: string) => text.replace(/[$,"]/g, '');
    for (const year of [2026, 2027]) {
      const ledger = await ledgerOf(clientYear(year));
      const from = ledger.period.from;
      const end = `${year}-10-01`; // hledger's end date is exclusive: the day after 30 September
      const register = execFileSync(
        'hledger',
        ['-f', file, 'reg', account, '-b', from, '-e', end, '-O', 'csv'],
        {
          encoding: 'utf8',
        },
      );
      const amounts = register
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => amount(line.split('","')[5] ?? '0'));
      const debits = toMoneyString(addMoney('0', ...amounts.filter((value) => !value.startsWith('-'))));
      const credits = toMoneyString(
        addMoney('0', ...amounts.filter((value) => value.startsWith('-'))),
      ).replace('-', '');
      expect({ debit: debits, credit: credits }).toEqual(ledger.totals);
      const balance = execFileSync('hledger', ['-f', file, 'bal', account, '-e', end, '-N', '-O', 'csv'], {
        encoding: 'utf8',
      });
      const balances = balance
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => amount(line.split('","')[1] ?? '0'));
      expect(toMoneyString(addMoney('0', ...balances))).toBe(ledger.balance);
    }
  });

  it('downloads the statement as Excel and PDF through the table writers', async () => {
    const body = { ...clientYear(2026, { as_of: '2026-09-30' }), download: true, data_type: 'file' };
    const xlsx = await book.t.app.inject({
      method: 'POST',
      url: '/api/v1/general_ledger/download',
      payload: { ...body, export: 1 },
      headers: { authorization: `Bearer ${book.tokens.admin}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const texts: string[] = [];
    sheet.eachRow((row) => texts.push(String(row.getCell(1).value ?? '')));
    expect(texts.some((text) => text.startsWith('As of 09/30/2026'))).toBe(true);
    expect(texts.some((text) => text.startsWith('Current Balance Outstanding: $16,000.00'))).toBe(true);
    let total: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === 'Total') total = row;
    });
    expect(total?.getCell(7).value).toBe(21000);
    expect(total?.getCell(8).value).toBe(5000);

    const pdf = await book.t.app.inject({
      method: 'POST',
      url: '/api/v1/general_ledger/download',
      payload: { ...body, export: 0 },
      headers: { authorization: `Bearer ${book.tokens.admin}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (!pdftotext) return;
    const dir = mkdtempSync(join(tmpdir(), 'gl-pdf-'));
    writeFileSync(join(dir, 'gl.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'gl.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('Statement Period: 10/01/2025 - 09/30/2026');
    expect(text).toContain('As of 09/30/2026');
    expect(text).toContain('$21,000.00');
  });

  it("gives a client user its own company only, without the factor's accounts", async () => {
    const own = await fetch(clientYear(2026), book.tokens.client);
    expect(own.statusCode).toBe(200);
    expect(JSON.stringify(own.body)).not.toMatch(/1200-C|Purchased Receivables|assets:/);
    const other = await fetch(clientYear(2026, { id: book.clients.bayside }), book.tokens.client);
    expect(other.statusCode).toBe(404);
  });

  it('checks the rights: the statement needs view_general_ledger, the file download_statement too', async () => {
    const debtorUser = await fetch(clientYear(2026), book.tokens.debtor);
    expect(debtorUser.statusCode).toBe(403);
    const analyst = await fetch(clientYear(2026), book.tokens.analyst);
    expect(analyst.statusCode).toBe(200);
    const file = await book.t.call(
      'general_ledger/download',
      { ...clientYear(2026), download: true, export: 1 },
      book.tokens.analyst,
    );
    expect(file.statusCode).toBe(403);
    const nobody = await book.t.call('general_ledger/fetch', clientYear(2026));
    expect(nobody.statusCode).toBe(401);
  });

  it('refuses bad input with the messages of the spec', async () => {
    const refused = async (body: unknown) => {
      const answer = await fetch(body as Record<string, unknown>);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      return answer.body.message;
    };
    expect(await refused({ client_debtor: 'client', id: acme, transaction_type: 'all' })).toBe(
      messages.ledger.fiscalYearRequired,
    );
    expect(await refused({ client_debtor: 'client', fiscal_year: 2026, transaction_type: 'all' })).toBe(
      messages.ledger.clientNameRequired,
    );
    expect(await refused({ client_debtor: 'debtor', fiscal_year: 2026, transaction_type: 'all' })).toBe(
      messages.ledger.debtorNameRequired,
    );
    expect(await refused({ client_debtor: 'client', fiscal_year: 2026, id: acme })).toBe(
      messages.ledger.transactionTypeRequired,
    );
    for (const bad of [
      clientYear(2026, { fiscal_year: '2026' }),
      clientYear(2026, { fiscal_year: 2019 }),
      clientYear(2026, { id: '5,00' }),
      clientYear(2026, { id: '1e3' }),
      clientYear(2026, { id: 1.5 }),
      clientYear(2026, { transaction_type: 'both' }),
      clientYear(2026, { client_debtor: 'broker' }),
      clientYear(2026, { as_of: '2026-02-30' }),
      clientYear(2026, { as_of: '2026-09-10\u0000' }),
      clientYear(2026, { download: 'yes' }),
      clientYear(2026, { extra: 1 }),
      [],
    ]) {
      await refused(bad);
    }
    const malformed = await book.t.app.inject({
      method: 'POST',
      url: '/api/v1/general_ledger/fetch',
      payload: '{"client_debtor":',
      headers: { authorization: `Bearer ${book.tokens.admin}`, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 404 for a forged client or debtor id', async () => {
    expect((await fetch(clientYear(2026, { id: 2_000_000 }))).statusCode).toBe(404);
    const debtor = await fetch({
      client_debtor: 'debtor',
      fiscal_year: 2026,
      debtor_id: 2_000_000,
      transaction_type: 'all',
    });
    expect(debtor.statusCode).toBe(404);
    const asClient = await fetch(
      { client_debtor: 'debtor', fiscal_year: 2026, debtor_id: 2_000_000, transaction_type: 'all' },
      book.tokens.client,
    );
    expect(asClient.statusCode).toBe(404);
  });

  it('exports the journal to QuickBooks IIF: every transaction balances, the accounts total the trial balance', async () => {
    const text = await iifJournal(book.t.db);
    expect(text.startsWith('!ACCNT\tNAME\tACCNTTYPE\tDESC\r\n')).toBe(true);
    expect(text).toContain('!TRNS\tTRNSID\tTRNSTYPE\tDATE\tACCNT\tAMOUNT\tDOCNUM\tMEMO\r\n');
    expect(text).toContain('!SPL\t');
    expect(text).toContain('!ENDTRNS\r\n');
    const transactions = readIif(text);
    const counted = (await book.t.db.execute(
      sql`select count(*)::int as n from journal_entries`,
    )) as unknown as {
      rows: { n: number }[];
    };
    const [entries] = counted.rows;
    expect(transactions).toHaveLength(Number(entries!.n));
    for (const transaction of transactions) expect(transactionSum(transaction)).toBe('0.00');
    const totals = new Map<string, string>();
    for (const line of transactions.flat()) {
      totals.set(line.account, toMoneyString(addMoney(totals.get(line.account) ?? '0', line.amount)));
    }
    const trial = await trialBalance(book.t.db);
    expect(trial.length).toBeGreaterThan(3);
    for (const account of trial) {
      expect(totals.get(iifAccountName(account.code, account.chartCode)), account.code).toBe(account.balance);
    }
    // Every account a transaction names is declared first.
    const declared = new Set(
      text
        .split('\r\n')
        .filter((line) => line.startsWith('ACCNT\t'))
        .map((line) => line.split('\t')[1]),
    );
    for (const account of totals.keys()) expect(declared.has(account), account).toBe(true);
    const [receivables] = await book.t.db
      .select({ code: ledgerAccounts.code })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.chartCode, '1200'), eq(ledgerAccounts.clientId, acme)));
    expect(text).toContain(`Purchased Receivables:${receivables!.code}`);
  });
});
