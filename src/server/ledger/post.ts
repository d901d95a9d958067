import { eq } from 'drizzle-orm';
import {
  addMoney,
  compareMoney,
  moneyZero,
  parseMoney,
  toMoneyString,
  type MoneyInput,
} from '../../shared/money';
import type { Tx } from '../db/client';
import { journalEntries, journalLines } from '../db/schema';
import { accountId, type AccountRef } from './accounts';
import type { LedgerOperation } from './operations';
import { auditMoneyPost } from '../audit/moneyPost';

/** One side of a movement: an amount to debit or to credit an account. A zero amount is left out. */
export type PostingLine = AccountRef & { memo?: string; invoiceId?: number } & (
    { debit: MoneyInput; credit?: never } | { credit: MoneyInput; debit?: never }
  );

export interface Posting {
  /** The business date, YYYY-MM-DD. */
  date: string;
  /** What happened, in the business's words. */
  operation: LedgerOperation;
  /** Unique per business operation: the same operation never posts twice. */
  operationKey: string;
  memo: string;
  clientId?: number | null;
  createdBy?: string | null;
  lines: readonly PostingLine[];
}

/** A posting the books refuse: a bug in the caller, never a user's mistake. */
export class UnbalancedEntryError extends Error {}

interface CheckedLine {
  ref: AccountRef;
  side: 'debit' | 'credit';
  amount: string;
  memo: string;
  invoiceId: number | null;
}

/** Drops zero lines and proves the rest: positive cents, two lines at least, debits equal credits. */
export function checkLines(lines: readonly PostingLine[]): CheckedLine[] {
  const checked: CheckedLine[] = [];
  for (const line of lines) {
    const side = line.debit !== undefined ? 'debit' : 'credit';
    const amount = parseMoney(line.debit ?? line.credit);
    if (amount === null || amount.decimalPlaces() > 2 || amount.isNegative()) {
      throw new UnbalancedEntryError(
        `a ${side} of ${String(line.debit ?? line.credit)} is not an amount in cents`,
      );
    }
    if (amount.isZero()) continue;
    checked.push({
      ref: line,
      side,
      amount: toMoneyString(amount),
      memo: line.memo ?? '',
      invoiceId: line.invoiceId ?? null,
    });
  }
  const debits = addMoney(moneyZero, ...checked.filter((l) => l.side === 'debit').map((l) => l.amount));
  const credits = addMoney(moneyZero, ...checked.filter((l) => l.side === 'credit').map((l) => l.amount));
  if (checked.length < 2 || compareMoney(debits, credits) !== 0) {
    throw new UnbalancedEntryError(
      `an entry must balance: debits ${toMoneyString(debits)}, credits ${toMoneyString(credits)}, lines ${checked.length}`,
    );
  }
  return checked;
}

/**
 * Posts one balanced journal entry inside the caller's transaction, beside the operational change
 * it records. Every movement of money goes through here; the database checks the balance again at
 * commit and refuses a second entry with the same operation key.
 */
export async function postEntry(tx: Tx, posting: Posting, reverses?: number): Promise<number> {
  const lines = checkLines(posting.lines);
  const [entry] = await tx
    .insert(journalEntries)
    .values({
      entryDate: posting.date,
      operation: posting.operation,
      operationKey: posting.operationKey,
      memo: posting.memo,
      clientId: posting.clientId ?? null,
      createdBy: posting.createdBy ?? null,
      reversesEntryId: reverses ?? null,
    })
    .returning({ id: journalEntries.id });
  if (!entry) throw new Error('journal entry was not stored');
  const rows = [];
  for (const line of lines) {
    rows.push({
      entryId: entry.id,
      accountId: await accountId(tx, line.ref),
      debit: line.side === 'debit' ? line.amount : '0',
      credit: line.side === 'credit' ? line.amount : '0',
      memo: line.memo,
      invoiceId: line.invoiceId,
    });
  }
  await tx.insert(journalLines).values(rows);
  await auditMoneyPost(tx, entry.id, posting, reverses);
  return entry.id;
}

/**
 * Reverses a posted entry with its contra entry: every line on the other side, same accounts and
 * amounts. An entry is reversed at most once (unique index on reverses_entry_id).
 */
export async function reverseEntry(
  tx: Tx,
  entryId: number,
  reversal: Omit<Posting, 'lines' | 'clientId'>,
): Promise<number> {
  const [original] = await tx.select().from(journalEntries).where(eq(journalEntries.id, entryId));
  if (!original) throw new Error(`journal entry ${entryId} does not exist`);
  const lines = await tx
    .select({
      accountId: journalLines.accountId,
      debit: journalLines.debit,
      credit: journalLines.credit,
      memo: journalLines.memo,
      invoiceId: journalLines.invoiceId,
    })
    .from(journalLines)
    .where(eq(journalLines.entryId, entryId));
  const [entry] = await tx
    .insert(journalEntries)
    .values({
      entryDate: reversal.date,
      operation: reversal.operation,
      operationKey: reversal.operationKey,
      memo: reversal.memo,
      clientId: original.clientId,
      createdBy: reversal.createdBy ?? null,
      reversesEntryId: entryId,
    })
    .returning({ id: journalEntries.id });
  if (!entry) throw new Error('journal entry was not stored');
  await tx.insert(journalLines).values(
    lines.map((line) => ({
      entryId: entry.id,
      accountId: line.accountId,
      debit: line.credit,
      credit: line.debit,
      memo: line.memo,
      invoiceId: line.invoiceId,
    })),
  );
  await auditMoneyPost(tx, entry.id, reversal, entryId);
  return entry.id;
}
