import { eq } from 'drizzle-orm';
import { paymentTypes, invoiceStatuses } from '../../shared/constants';
import { invoiceFiguresOf } from '../../shared/invoiceTerms';
import type { Database } from '../db/client';
import { invoices } from '../db/schema';
import { holdPledgeCheck, recordPledgeMatches } from '../modules/pledge-matches/record';
import { debtorsOf } from './demoCashSteps';

/**
 * A double pledge staff see, left for them to review: two loose invoices of one debtor, of two
 * clients that hold it, alike in amount and date under numbers of their own (so every invoice number
 * stays one client's in the lists a debtor or a client reads).
 */
export async function doublePledge(db: Database, clientIds: readonly number[]): Promise<number | null> {
  // The first two clients that hold one debtor between them (Northwind, in the demo).
  let pair: { first: number; second: number; debtorId: number } | undefined;
  for (const [index, first] of clientIds.entries()) {
    const held = await debtorsOf(db, first);
    for (const second of clientIds.slice(index + 1)) {
      const debtorId = (await debtorsOf(db, second)).find((id) => held.includes(id));
      if (debtorId !== undefined && pair === undefined) pair = { first, second, debtorId };
    }
  }
  if (pair === undefined) return null;
  const { first, second, debtorId } = pair;
  const [terms] = await db
    .select({ advancePercentage: invoices.advancePercentage, discountDays: invoices.discountDays })
    .from(invoices)
    .where(eq(invoices.prospectId, first))
    .limit(1);
  if (!terms) return null;
  const amount = '4321.00';
  const invoiceDate = '2026-10-20';
  const invoiceOf = (prospectId: number, invoiceNo: string, note: string) => {
    const figures = invoiceFiguresOf(
      { invoice_amount: amount, invoice_date: invoiceDate },
      { advance_percentage: terms.advancePercentage, net_invoice_term: terms.discountDays },
    );
    return {
      prospectId,
      debtorId,
      invoiceNo,
      invoiceAmount: amount,
      invoiceDate,
      discountDays: terms.discountDays,
      invoiceDueDate: figures.invoice_due_date,
      advancePercentage: terms.advancePercentage,
      advanceAmount: figures.advance_amount,
      status: invoiceStatuses.initial,
      paymentType: paymentTypes.Wire,
      debtorContact: [],
      note,
    };
  };
  return db.transaction(async (tx) => {
    await holdPledgeCheck(tx, [debtorId]);
    const [original] = await tx
      .insert(invoices)
      .values(invoiceOf(first, '900001', ''))
      .returning({ id: invoices.id });
    const [copy] = await tx
      .insert(invoices)
      .values(invoiceOf(second, '900002', 'Same load billed twice?'))
      .returning({ id: invoices.id });
    if (!original || !copy) return null;
    await recordPledgeMatches(tx, [copy.id]);
    return copy.id;
  });
}
