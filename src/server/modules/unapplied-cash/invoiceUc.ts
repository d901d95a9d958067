import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoices, unappliedCash, unappliedCashStatus } from '../../db/schema';

/**
 * Keeps `invoices.uc` (the invoice lists' unapplied cash column) equal to the unapplied cash still
 * held on each invoice: Σ remaining of its rows held or in collection. Every change to those rows
 * calls it in the same transaction.
 */
export async function refreshInvoiceUc(tx: Tx, invoiceIds: readonly number[]): Promise<void> {
  const ids = [...new Set(invoiceIds)];
  if (ids.length === 0) return;
  const held = tx
    .select({ total: sql`coalesce(sum(${unappliedCash.remaining}), 0)` })
    .from(unappliedCash)
    .where(
      and(
        eq(unappliedCash.invoiceId, invoices.id),
        inArray(unappliedCash.status, [unappliedCashStatus.held, unappliedCashStatus.inCollection]),
      ),
    );
  await tx
    .update(invoices)
    .set({ uc: sql`(${held})` })
    .where(inArray(invoices.id, ids));
}
