import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { subtractMoney, toMoneyString } from '../../../shared/money';
import type { Db, Tx } from '../../db/client';
import { debtorClients, invoices } from '../../db/schema';

/** What a client may still sell on one debtor: its weekly limit less the invoices outstanding. */
export interface DebtorCredit {
  creditLimit: string;
  outstanding: string;
  available: string;
}

/**
 * The debtor's credit with the client: the weekly limit of the pair, less every live invoice of
 * the pair not yet paid (collections reduce it once they are built). `leaveOut` names invoices a
 * save is about to replace, so editing an invoice does not count it twice. Null when the client
 * does not hold the debtor.
 */
export async function debtorCreditOf(
  db: Db,
  prospectId: number,
  debtorId: number,
  leaveOut: readonly number[] = [],
): Promise<DebtorCredit | null> {
  const [pair] = await db
    .select({ creditLimit: debtorClients.creditLimit })
    .from(debtorClients)
    .where(
      and(
        eq(debtorClients.prospectId, prospectId),
        eq(debtorClients.debtorId, debtorId),
        isNull(debtorClients.deletedAt),
      ),
    );
  if (!pair) return null;
  const [sum] = await db
    .select({ outstanding: sql<string>`coalesce(sum(${invoices.invoiceAmount}), 0)::numeric(16,2)::text` })
    .from(invoices)
    .where(
      and(
        eq(invoices.prospectId, prospectId),
        eq(invoices.debtorId, debtorId),
        isNull(invoices.deletedAt),
        leaveOut.length > 0 ? notInArray(invoices.id, [...leaveOut]) : undefined,
      ),
    );
  const outstanding = sum?.outstanding ?? '0.00';
  return {
    creditLimit: toMoneyString(pair.creditLimit),
    outstanding: toMoneyString(outstanding),
    available: toMoneyString(subtractMoney(pair.creditLimit, outstanding)),
  };
}

/**
 * Locks the client–debtor pair for the rest of the transaction, so two saves checking the same
 * credit cannot both pass on the same headroom. Call before `debtorCreditOf` inside the save.
 */
export async function lockDebtorCredit(tx: Tx, prospectId: number, debtorId: number): Promise<void> {
  await tx
    .select({ id: debtorClients.id })
    .from(debtorClients)
    .where(and(eq(debtorClients.prospectId, prospectId), eq(debtorClients.debtorId, debtorId)))
    .for('update');
}
