import type { Invoice } from '../../../shared/contract/invoices';
import type { Db } from '../../db/client';
import type { Caller } from '../../http/caller';
import { debtorCreditOf } from '../credit/debtorCredit';
import { attachmentPathsOf, toAttachment } from './attachments';
import { visibleInvoiceWithParties } from './visibleInvoice';

/** invoice/details: one invoice the caller may see, as the form opens it (a deleted one read-only). */
export async function invoiceDetails(db: Db, caller: Caller, id: number): Promise<Invoice> {
  const row = await visibleInvoiceWithParties(db, caller, id);
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
    schedule_no: row.schedule?.scheduleNo ?? null,
    funding_date: invoice.fundingDate,
    is_funding: invoice.fundingDate !== null,
    available_credit_limit: credit?.available ?? null,
    uc: invoice.uc,
    hold_account_status: invoice.holdAccountStatus,
    deleted: invoice.deletedAt !== null,
  };
}
