import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { debtors, invoices, prospects, schedules } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { foundOr404 } from '../../http/scope';
import { invoiceScope } from './access';

/** One invoice the caller may see (a deleted one too), with its client's and debtor's names and its schedule; 404 otherwise. */
export async function visibleInvoiceWithParties(db: Db, caller: Caller, invoiceId: number) {
  const [row] = await db
    .select({
      invoice: invoices,
      clientName: prospects.companyBusinessName,
      debtorName: debtors.legalName,
      schedule: schedules,
    })
    .from(invoices)
    .innerJoin(prospects, eq(prospects.id, invoices.prospectId))
    .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
    .leftJoin(schedules, eq(schedules.id, invoices.scheduleId))
    .where(and(eq(invoices.id, invoiceId), invoiceScope(caller)))
    .limit(1);
  return foundOr404(row);
}
