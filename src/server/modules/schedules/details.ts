import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Schedule } from '../../../shared/contract/schedules';
import type { Db } from '../../db/client';
import { debtors, invoices, prospects, schedules } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { attachmentPathsOf, toAttachment } from '../invoices/attachments';
import { figuresOf } from './queries';
import { visibleSchedule } from './records';
import { invoiceVerified } from './verification';

/** schedule/details: one schedule the caller may see with its live invoices, as the form opens it. */
export async function scheduleDetails(db: Db, caller: Caller, id: number): Promise<Schedule> {
  const schedule = await visibleSchedule(db, caller, id);
  const [client] = await db
    .select({ name: prospects.companyBusinessName, terminatedAt: prospects.terminatedAt })
    .from(prospects)
    .where(eq(prospects.id, schedule.prospectId));
  const rows = await db
    .select({ invoice: invoices, debtorName: debtors.legalName, verified: invoiceVerified })
    .from(invoices)
    .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
    .innerJoin(schedules, eq(schedules.id, invoices.scheduleId))
    .where(and(eq(invoices.scheduleId, schedule.id), isNull(invoices.deletedAt)))
    .orderBy(asc(invoices.id));
  const paths = await attachmentPathsOf(
    db,
    rows.map((row) => row.invoice.id),
  );
  const figures = (await figuresOf(db, [schedule.id])).get(schedule.id);
  return {
    id: schedule.id,
    prospect_id: schedule.prospectId,
    company_business_name: client?.name ?? '',
    schedule_no: schedule.scheduleNo,
    schedule_fund_date: schedule.scheduleFundDate,
    remaining_amount: schedule.remainingAmount,
    cb_amount: schedule.cbAmount,
    total_amount: figures?.totalAmount ?? '0.00',
    verified_at: schedule.verifiedAt?.toISOString() ?? null,
    deleted_at: schedule.deletedAt?.toISOString() ?? null,
    is_terminated: client?.terminatedAt !== null && client?.terminatedAt !== undefined,
    invoices: rows.map(({ invoice, debtorName, verified }) => ({
      id: invoice.id,
      debtor_id: invoice.debtorId,
      legal_name: debtorName,
      debtor_contact: invoice.debtorContact,
      invoice_no: invoice.invoiceNo,
      invoice_date: invoice.invoiceDate,
      invoice_amount: invoice.invoiceAmount,
      payment_type: invoice.paymentType,
      net_invoice_term: invoice.discountDays,
      invoice_due_date: invoice.invoiceDueDate,
      advance_percentage: invoice.advancePercentage,
      advance_amount: invoice.advanceAmount,
      status: invoice.status,
      Tentative_payment_mode: invoice.tentativePaymentMode,
      commitment_date: invoice.commitmentDate,
      attachments: (paths.get(invoice.id) ?? []).map(toAttachment),
      funding_date: invoice.fundingDate,
      verified,
    })),
  };
}
