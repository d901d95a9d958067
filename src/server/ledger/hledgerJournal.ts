import { asc, eq } from 'drizzle-orm';
import { compareMoney } from '../../shared/money';
import type { Db } from '../db/client';
import { journalEntries, journalLines, ledgerAccounts } from '../db/schema';
import { chart, chartKeyOfCode } from './chart';

/** hledger's account types, by our chart's (so `hledger bal -A/-L/-R` groups them). */
const hledgerType = {
  asset: ['assets', 'A'],
  liability: ['liabilities', 'L'],
  equity: ['equity', 'E'],
  income: ['revenues', 'R'],
} as const;

/** The account name the journal uses: the type, then our code ('assets:1200-C42-D7'). */
export function journalAccountName(code: string, chartCode: string): string {
  const key = chartKeyOfCode(chartCode);
  const type = key ? chart[key].type : 'asset';
  return `${hledgerType[type][0]}:${code}`;
}

/** "-775.00" → "$-775.00": hledger's USD with the sign after the symbol. */
function usd(amount: string): string {
  return `$${amount}`;
}

/**
 * The books as a plain-text journal in hledger's syntax: accounts and the commodity declared (so
 * `hledger check --strict` holds), then every entry in date order with its lines, debits positive
 * and credits negative. An accountant's own tool can then check and total the books independently.
 */
export async function hledgerJournal(db: Db, exportedAt: Date): Promise<string> {
  const accounts = await db.select().from(ledgerAccounts).orderBy(asc(ledgerAccounts.code));
  const out: string[] = [
    `; FactorDesk general ledger, exported ${exportedAt.toISOString()}`,
    '',
    'commodity $1,000.00',
    '',
  ];
  for (const account of accounts) {
    const key = chartKeyOfCode(account.chartCode);
    const type = key ? chart[key].type : 'asset';
    out.push(
      `account ${journalAccountName(account.code, account.chartCode)}  ; type: ${hledgerType[type][1]}, ${account.name}`,
    );
  }
  out.push('');
  const lines = await db
    .select({
      entryId: journalEntries.id,
      date: journalEntries.entryDate,
      memo: journalEntries.memo,
      operation: journalEntries.operation,
      reverses: journalEntries.reversesEntryId,
      code: ledgerAccounts.code,
      chartCode: ledgerAccounts.chartCode,
      debit: journalLines.debit,
      credit: journalLines.credit,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .orderBy(asc(journalEntries.entryDate), asc(journalEntries.id), asc(journalLines.id));
  let current: number | null = null;
  for (const line of lines) {
    if (line.entryId !== current) {
      if (current !== null) out.push('');
      current = line.entryId;
      const reverses = line.reverses ? `, reverses:E${line.reverses}` : '';
      const description = line.memo.replace(/[;|\n]/g, ' ');
      out.push(`${line.date} * (E${line.entryId}) ${description}  ; operation:${line.operation}${reverses}`);
    }
    const amount = compareMoney(line.debit, '0') > 0 ? line.debit : `-${line.credit}`;
    out.push(`    ${journalAccountName(line.code, line.chartCode)}  ${usd(amount)}`);
  }
  out.push('');
  return out.join('\n');
}
