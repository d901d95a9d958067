import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ledgerAccounts } from '../db/schema';
import { chart, type ChartKey } from './chart';

/** An account of the books: a chart account, in a client's (and a debtor's) sub-ledger where it is kept so. */
export interface AccountRef {
  chart: ChartKey;
  clientId?: number | null;
  debtorId?: number | null;
}

/** The account's printed code, e.g. '1200-C42-D7'; the sub-ledger parts the chart keeps, no more. */
export function accountCode(ref: AccountRef): string {
  const def = chart[ref.chart];
  if (def.subLedger === 'none') return def.code;
  if (ref.clientId == null) throw new Error(`${def.name} is kept per client: clientId is missing`);
  if (def.subLedger === 'client') return `${def.code}-C${ref.clientId}`;
  if (ref.debtorId == null) throw new Error(`${def.name} is kept per debtor: debtorId is missing`);
  return `${def.code}-C${ref.clientId}-D${ref.debtorId}`;
}

/** The account's id, opening it on first use (sub-ledger accounts come into being with their first line). */
export async function accountId(tx: Tx, ref: AccountRef): Promise<number> {
  const code = accountCode(ref);
  const [found] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, code));
  if (found) return found.id;
  const def = chart[ref.chart];
  const [opened] = await tx
    .insert(ledgerAccounts)
    .values({
      chartCode: def.code,
      clientId: def.subLedger === 'none' ? null : (ref.clientId ?? null),
      debtorId: def.subLedger === 'debtor' ? (ref.debtorId ?? null) : null,
      code,
      name: def.name,
    })
    .onConflictDoNothing({ target: ledgerAccounts.code })
    .returning({ id: ledgerAccounts.id });
  if (opened) return opened.id;
  // Opened by a concurrent transaction between our read and insert.
  const [raced] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, code));
  if (!raced) throw new Error(`ledger account ${code} could not be opened`);
  return raced.id;
}
