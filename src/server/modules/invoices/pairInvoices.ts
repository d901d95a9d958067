import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';

/** The invoices the client sold on the debtor: the pair whose credit and numbers they share. */
export function pairInvoices(prospectId: number, debtorId: number) {
  return and(eq(invoices.prospectId, prospectId), eq(invoices.debtorId, debtorId));
}

/** The pair's invoices that are not deleted. */
export function livePairInvoices(prospectId: number, debtorId: number) {
  return and(pairInvoices(prospectId, debtorId), isNull(invoices.deletedAt));
}

/** The id of a live invoice of the pair that meets `condition`, or null when none does. */
export async function livePairInvoiceWhere(
  db: Db,
  prospectId: number,
  debtorId: number,
  condition: SQL | undefined,
): Promise<number | null> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(livePairInvoices(prospectId, debtorId), condition))
    .limit(1);
  return row?.id ?? null;
}
