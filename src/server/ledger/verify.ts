import { eq, sql } from 'drizzle-orm';
import { addMoney, compareMoney, moneyZero, toMoneyString } from '../../shared/money';
import type { Db } from '../db/client';
import { journalEntries, journalLines } from '../db/schema';
import { rowCount } from '../http/paging';
import { trialBalance } from './balances';
import { scheduleLedgerChecks } from './checks';
import type { LedgerCheck } from './checks/ledgerCheck';

export interface LedgerReport {
  entries: number;
  lines: number;
  accounts: number;
  totalDebits: string;
  totalCredits: string;
  /** Every way the books disagree with themselves or with the operational tables. */
  differences: string[];
}

/** The operational comparisons, one per money area. */
export const ledgerChecks: LedgerCheck[] = [...scheduleLedgerChecks];

/** Recomputes the books from their lines and compares them with the operational tables. */
export async function verifyLedger(
  db: Db,
  checks: readonly LedgerCheck[] = ledgerChecks,
): Promise<LedgerReport> {
  const differences: string[] = [];
  const debits = sql<string>`coalesce(sum(${journalLines.debit}), 0)::text`;
  const credits = sql<string>`coalesce(sum(${journalLines.credit}), 0)::text`;
  const lineCount = sql<number>`count(${journalLines.id})::int`;
  const unbalanced = await db
    .select({ id: journalEntries.id, debits, credits, lines: lineCount })
    .from(journalEntries)
    .leftJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .groupBy(journalEntries.id)
    .having(
      sql`count(${journalLines.id}) < 2 or coalesce(sum(${journalLines.debit}), 0) <> coalesce(sum(${journalLines.credit}), 0)`,
    );
  for (const row of unbalanced) {
    differences.push(
      `entry ${row.id} does not balance: debits ${row.debits}, credits ${row.credits}, lines ${row.lines}`,
    );
  }
  const accounts = await trialBalance(db);
  const totalDebits = addMoney(moneyZero, ...accounts.map((a) => a.debit));
  const totalCredits = addMoney(moneyZero, ...accounts.map((a) => a.credit));
  if (compareMoney(totalDebits, totalCredits) !== 0) {
    differences.push(
      `trial balance: debits ${toMoneyString(totalDebits)} ≠ credits ${toMoneyString(totalCredits)}`,
    );
  }
  for (const check of checks) {
    for (const pair of await check.compare(db)) {
      if (compareMoney(pair.operational, pair.ledger) !== 0) {
        differences.push(
          `${check.name}, ${pair.subject}: operational ${pair.operational}, ledger ${pair.ledger}`,
        );
      }
    }
  }
  const [entries] = await db.select(rowCount).from(journalEntries);
  const [lines] = await db.select(rowCount).from(journalLines);
  return {
    entries: entries?.total ?? 0,
    lines: lines?.total ?? 0,
    accounts: accounts.length,
    totalDebits: toMoneyString(totalDebits),
    totalCredits: toMoneyString(totalCredits),
    differences,
  };
}
