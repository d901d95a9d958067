import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { toMoneyString } from '../../../shared/money';
import type { Db, Tx } from '../../db/client';
import { debtorClients, invoices } from '../../db/schema';
import { liveHoldOf } from '../debtors/liveHold';
import { livePairInvoices } from '../invoices/pairInvoices';

/**
 * A debtor's available credit with a client (docs/decisions/0013-available-credit.md): the pair's
 * weekly limit less what its live invoices carry, never below 0. Every screen, lookup and check
 * reads it from here: the debtor list and details (`availableCredit`), the invoice and schedule
 * forms' lookups, invoice details, the credit checks of every save and the credit notices
 * (`debtorCreditOf`). What the invoices carry is kept in the pair's row by the database
 * (`debtor_clients.outstanding_amount`, drizzle/0014), so a list reads it by index.
 */

/** The one formula: what is left of the limit, or 0 when the pair carries more than its limit. */
function availableOf(limit: SQL | typeof debtorClients.creditLimit, carried: SQL): SQL<string> {
  return sql<string>`greatest(${limit} - ${carried}, 0)`;
}

/** The pair's available credit as a column of a debtor_clients query (indexed for the list's sort). */
export const availableCredit = availableOf(
  debtorClients.creditLimit,
  sql`${debtorClients.outstandingAmount}`,
);

/** The same as the lists answer it ('1234.50'). */
export const availableCreditText = sql<string>`${availableCredit}::numeric(16,2)::text`;

/** What a client may still sell on one debtor: its weekly limit less the invoices outstanding. */
export interface DebtorCredit {
  creditLimit: string;
  outstanding: string;
  available: string;
}

/**
 * The debtor's credit with the client. `leaveOut` names invoices a save is about to replace (or a
 * form is editing), so an edited invoice is not counted twice: their live amounts are taken off
 * what the pair carries before the limit is compared. Null when the client does not hold the debtor.
 */
export async function debtorCreditOf(
  db: Db,
  prospectId: number,
  debtorId: number,
  leaveOut: readonly number[] = [],
): Promise<DebtorCredit | null> {
  const leftOut =
    leaveOut.length === 0
      ? sql`0`
      : sql`coalesce((${db
          .select({ amount: sql`sum(${invoices.invoiceAmount})` })
          .from(invoices)
          .where(and(inArray(invoices.id, [...leaveOut]), livePairInvoices(prospectId, debtorId)))}), 0)`;
  const carried = sql`(${debtorClients.outstandingAmount} - ${leftOut})`;
  const [pair] = await db
    .select({
      creditLimit: debtorClients.creditLimit,
      outstanding: sql<string>`${carried}::numeric(16,2)::text`,
      available: sql<string>`${availableOf(debtorClients.creditLimit, carried)}::numeric(16,2)::text`,
    })
    .from(debtorClients)
    .where(liveHoldOf(prospectId, debtorId));
  if (!pair) return null;
  return {
    creditLimit: toMoneyString(pair.creditLimit),
    outstanding: toMoneyString(pair.outstanding),
    available: toMoneyString(pair.available),
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
