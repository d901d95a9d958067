import { asc, eq, sql } from 'drizzle-orm';
import { formatUsDate } from '../../shared/dates';
import { addMoney, toMoneyString } from '../../shared/money';
import type { Db } from '../db/client';
import { debtors, journalEntries, journalLines, ledgerAccounts, prospects } from '../db/schema';
import { chart, chartKeyOfCode } from './chart';

/**
 * The books as a QuickBooks IIF file, for the factor's accountant (issue 14): the accounts first
 * (!ACCNT: each sub-ledger account a sub-account of its chart account, "Purchased
 * Receivables:1200-C42-D7", described with its client's and debtor's names), then every journal
 * entry as one GENERAL JOURNAL transaction — a TRNS line for its first line, an SPL line for each
 * other, ENDTRNS — debits positive and credits negative, so each transaction sums to zero.
 * Tab-separated, CRLF, as QuickBooks Desktop imports it.
 */

const accountTypes = {
  asset: 'OCASSET',
  liability: 'OCLIAB',
  equity: 'EQUITY',
  income: 'INC',
} as const;

/** A field as IIF carries it: no tabs, no line breaks, no quotes that QuickBooks would misread. */
function field(text: string): string {
  return text.replace(/[\t\r\n"]/g, ' ');
}

/** The IIF account name of a ledger account: its chart account, then its own code when it is a sub-ledger's. */
export function iifAccountName(code: string, chartCode: string): string {
  const key = chartKeyOfCode(chartCode);
  const parent = key ? chart[key].name : chartCode;
  return code === chartCode ? parent : `${parent}:${code}`;
}

function iifAccountType(chartCode: string): string {
  const key = chartKeyOfCode(chartCode);
  if (key === 'cash') return 'BANK';
  return accountTypes[key ? chart[key].type : 'asset'];
}

export async function iifJournal(db: Db): Promise<string> {
  const rows: string[][] = [['!ACCNT', 'NAME', 'ACCNTTYPE', 'DESC']];
  const accounts = await db
    .select({
      code: ledgerAccounts.code,
      chartCode: ledgerAccounts.chartCode,
      name: ledgerAccounts.name,
      client: prospects.companyBusinessName,
      debtor: debtors.legalName,
    })
    .from(ledgerAccounts)
    .leftJoin(prospects, eq(prospects.id, ledgerAccounts.clientId))
    .leftJoin(debtors, eq(debtors.id, ledgerAccounts.debtorId))
    .orderBy(asc(ledgerAccounts.code));
  // The parents first: QuickBooks creates a sub-account only under an existing account.
  const parents = new Set<string>();
  for (const account of accounts) {
    if (account.code === account.chartCode || parents.has(account.chartCode)) continue;
    parents.add(account.chartCode);
    rows.push([
      'ACCNT',
      field(iifAccountName(account.chartCode, account.chartCode)),
      iifAccountType(account.chartCode),
      field(`${account.chartCode} ${account.name}`),
    ]);
  }
  for (const account of accounts) {
    const description = [account.name, account.client, account.debtor].filter(Boolean).join(', ');
    rows.push([
      'ACCNT',
      field(iifAccountName(account.code, account.chartCode)),
      iifAccountType(account.chartCode),
      field(`${account.code} ${description}`),
    ]);
  }
  rows.push(['!TRNS', 'TRNSID', 'TRNSTYPE', 'DATE', 'ACCNT', 'AMOUNT', 'DOCNUM', 'MEMO']);
  rows.push(['!SPL', 'SPLID', 'TRNSTYPE', 'DATE', 'ACCNT', 'AMOUNT', 'DOCNUM', 'MEMO']);
  rows.push(['!ENDTRNS']);
  const lines = await db
    .select({
      entryId: journalEntries.id,
      date: journalEntries.entryDate,
      entryMemo: journalEntries.memo,
      lineId: journalLines.id,
      memo: journalLines.memo,
      code: ledgerAccounts.code,
      chartCode: ledgerAccounts.chartCode,
      amount: sql<string>`(${journalLines.debit} - ${journalLines.credit})::numeric(16,2)::text`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .orderBy(asc(journalEntries.entryDate), asc(journalEntries.id), asc(journalLines.id));
  let current: number | null = null;
  for (const line of lines) {
    const first = line.entryId !== current;
    if (first && current !== null) rows.push(['ENDTRNS']);
    current = line.entryId;
    rows.push([
      first ? 'TRNS' : 'SPL',
      String(line.lineId),
      'GENERAL JOURNAL',
      formatUsDate(line.date),
      field(iifAccountName(line.code, line.chartCode)),
      toMoneyString(line.amount),
      `E${line.entryId}`,
      field(line.memo || line.entryMemo),
    ]);
  }
  if (current !== null) rows.push(['ENDTRNS']);
  return rows.map((row) => `${row.join('\t')}\r\n`).join('');
}

/** Reads an IIF file back: its transactions' lines (account, amount), for checks. */
export function readIif(text: string): { account: string; amount: string }[][] {
  const transactions: { account: string; amount: string }[][] = [];
  let current: { account: string; amount: string }[] | null = null;
  for (const line of text.split('\r\n')) {
    const cells = line.split('\t');
    if (cells[0] === 'TRNS') current = [];
    if ((cells[0] === 'TRNS' || cells[0] === 'SPL') && current) {
      current.push({ account: cells[4] ?? '', amount: cells[5] ?? '0' });
    }
    if (cells[0] === 'ENDTRNS' && current) {
      transactions.push(current);
      current = null;
    }
  }
  return transactions;
}

/** Σ of a transaction's amounts: 0.00 for a balanced one. */
export function transactionSum(lines: readonly { amount: string }[]): string {
  return toMoneyString(addMoney('0', ...lines.map((line) => line.amount)));
}
