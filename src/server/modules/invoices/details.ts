import { and, eq } from 'drizzle-orm';
import type { Invoice } from '../../../shared/contract/invoices';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { debtors, invoices, prospects, schedules } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { notFound } from '../../http/errors';
import { debtorCreditOf } from '../credit/debtorCredit';
import { invoiceScope } from './access';
import { attachmentPathsOf, toAttachment } from './attachments';

/** invoice/details: one invoice the caller may see, as the form opens it (a deleted one read-only). */
export async function invoiceDetails(db: Db, caller: Caller, id: number): Promise<Invoice> {
  const [row] = await db
    .select({
      invoice: invoices,
      clientName: prospects.companyBusinessName,
      debtorName: debtors.legalName,
      scheduleNo: schedules.scheduleNo,
    })
    .from(invoices)
    .innerJoin(prospects, eq(prospects.id, invoices.prospectId))
    .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
    .leftJoin(schedules, eq(schedules.id, invoices.scheduleId))
    .where(and(eq(invoices.id, id), invoiceScope(caller)))
    .limit(1);
  if (!row) throw notFound(messages.http.notFound);
  const { invoice } = row;
  const paths = (await attachmentPathsOf(db, [invoice.id])).get(invoice.id) ?? [];
  const credit = await debtorCreditOf(db, invoice.prospectId, invoice.debtorId, [invoice.id]);
  return {
    id: invoice.id,
    prospect_id: invoice.prospectId,
    company_business_name: row.clientName,
    debtor_id: invoice.debtorId,
    legal_name: row.debtorName,
    debtor_contact: invoice.debtorContact,
    invoice_no: invoice.invoiceNo,
    invoice_amount: invoice.invoiceAmount,
    invoice_date: invoice.invoiceDate,
    commitment_date: invoice.commitmentDate,
    Tentative_payment_mode: invoice.tentativePaymentMode,
    net_invoice_term: invoice.discountDays,
    invoice_due_date: invoice.invoiceDueDate,
    advance_percentage: invoice.advancePercentage,
    advance_amount: invoice.advanceAmount,
    status: invoice.status,
    payment_type: invoice.paymentType,
    note: invoice.note,
    attachments: paths.map(toAttachment),
    schedule_id: invoice.scheduleId,
    schedule_no: row.scheduleNo,
    funding_date: invoice.fundingDate,
    is_funding: invoice.fundingDate !== null,
    available_credit_limit: credit?.available ?? null,
    uc: invoice.uc,
    hold_account_status: invoice.holdAccountStatus,
    deleted: invoice.deletedAt !== null,
  };
}
