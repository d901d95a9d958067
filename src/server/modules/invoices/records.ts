import { and, asc, eq, inArray } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { firstRow } from '../../db/firstRow';
import type { Caller } from '../../http/caller';
import { conflict, notFound } from '../../http/errors';
import { foundOr404 } from '../../http/scope';
import { invoiceScope } from './access';

export type InvoiceRecord = typeof invoices.$inferSelect;

/** One invoice the caller may see (deleted ones included), locked for the transaction when asked; else 404. */
export async function visibleInvoice(
  db: Db,
  caller: Caller,
  id: number,
  lock = false,
): Promise<InvoiceRecord> {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), invoiceScope(caller)))
    .$dynamic();
  return foundOr404(await firstRow(query, lock));
}

/** Every named invoice the caller may see, locked, in id order; 404 when any is missing or another party's. */
export async function visibleInvoices(
  db: Db,
  caller: Caller,
  ids: readonly number[],
): Promise<InvoiceRecord[]> {
  const wanted = [...new Set(ids)];
  const rows = await db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.id, wanted), invoiceScope(caller)))
    .orderBy(asc(invoices.id))
    .for('update');
  if (rows.length !== wanted.length) throw notFound(messages.http.notFound);
  return rows;
}

/** A saved invoice may change only while it is live and not yet bought. */
export function requireChangeable(invoice: InvoiceRecord): void {
  if (invoice.deletedAt !== null) throw conflict(messages.invoice.screens.deletedLocked);
  if (invoice.fundingDate !== null) throw conflict(messages.invoice.screens.fundedLocked);
}
