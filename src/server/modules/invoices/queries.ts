import { and, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { invoiceStatuses } from '../../../shared/constants';
import type { InvoiceRow, InvoiceSortColumn } from '../../../shared/contract/invoices';
import { debtorStatuses, dropdownLabel } from '../../../shared/dropdowns';
import { subtractMoney, toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { debtorClients, debtors, invoices, prospects, schedules } from '../../db/schema';
import type { Caller } from '../../http/caller';
import {
  containsPattern,
  listOrder,
  listPage,
  matchingRows,
  type PageAnswer,
  type PageRequest,
} from '../../http/paging';
import { invoiceScope, isDebtorUser, isStaff } from './access';

export interface InvoiceListRequest extends PageRequest {
  search_text: string;
  sort_by?: InvoiceSortColumn | undefined;
  sort_desc?: boolean | undefined;
  /** 0 All, else one invoice_status. */
  status: number;
  /** Include deleted invoices and those of terminated clients or debtors (staff only). */
  deleted: boolean;
}

/** A client or a client's hold on the debtor is terminated. */
const terminated = sql<boolean>`(${prospects.terminatedAt} is not null or coalesce(${debtorClients.status}, 0) = ${debtorStatuses.terminated})`;

/**
 * The search box: invoice number (trigram index), client name and, for users who see more than one
 * debtor, debtor name. Names are matched on their own tables and joined by id, so each part uses
 * its index and the invoice indexes on (client | debtor, created_at) carry the rest.
 */
function searchFilter(db: Db, text: string, withDebtorName: boolean): SQL | undefined {
  if (text === '') return undefined;
  const pattern = containsPattern(text.toLowerCase());
  return or(
    ilike(invoices.invoiceNo, pattern),
    inArray(
      invoices.prospectId,
      db
        .select({ id: prospects.id })
        .from(prospects)
        .where(sql`lower(${prospects.companyBusinessName}) like ${pattern}`),
    ),
    withDebtorName
      ? inArray(
          invoices.debtorId,
          db
            .select({ id: debtors.id })
            .from(debtors)
            .where(sql`lower(${debtors.legalName}) like ${pattern}`),
        )
      : undefined,
  );
}

const selection = {
  invoice: invoices,
  scheduleNo: schedules.scheduleNo,
  clientName: prospects.companyBusinessName,
  debtorName: debtors.legalName,
  terminated,
};

type ListedInvoice = {
  invoice: typeof invoices.$inferSelect;
  scheduleNo: number | null;
  clientName: string;
  debtorName: string;
  terminated: boolean;
};

function toRow({
  invoice,
  scheduleNo,
  clientName,
  debtorName,
  terminated: isTerminated,
}: ListedInvoice): InvoiceRow {
  return {
    id: invoice.id,
    prospect_id: invoice.prospectId,
    debtor_id: invoice.debtorId,
    invoice_no: invoice.invoiceNo,
    schedule_id: invoice.scheduleId,
    schedule_no: scheduleNo,
    funding_date: invoice.fundingDate,
    invoice_amount: invoice.invoiceAmount,
    amount: invoice.invoiceAmount,
    advance_amount: invoice.advanceAmount,
    advance_percentage: invoice.advancePercentage,
    reserved_amount: toMoneyString(subtractMoney(invoice.invoiceAmount, invoice.advanceAmount)),
    escrow_reserves: invoice.escrowAmount,
    uc: invoice.uc,
    invoice_date: invoice.invoiceDate,
    invoice_due_date: invoice.invoiceDueDate,
    company_business_name: clientName,
    legal_name: debtorName,
    note: invoice.note,
    status: invoice.status,
    status_text: dropdownLabel('invoice_status', invoice.status) ?? '',
    payment_type: invoice.paymentType,
    deleted: invoice.deletedAt !== null,
    is_terminated: isTerminated,
    created_at: invoice.createdAt.toISOString(),
  };
}

/** invoice/fetch: one page of the invoices the caller may see, matching within its scope. */
export async function listInvoices(
  db: Db,
  caller: Caller,
  request: InvoiceListRequest,
): Promise<PageAnswer<InvoiceRow>> {
  const withDeleted = request.deleted && isStaff(caller);
  const where = and(
    invoiceScope(caller),
    request.status === invoiceStatuses.all ? undefined : eq(invoices.status, request.status),
    withDeleted ? undefined : and(isNull(invoices.deletedAt), sql`not ${terminated}`),
    searchFilter(db, request.search_text, !isDebtorUser(caller)),
  );
  const order = listOrder<InvoiceSortColumn>(
    {
      invoice_no: invoices.invoiceNo,
      schedule_no: schedules.scheduleNo,
      funding_date: invoices.fundingDate,
      invoice_amount: invoices.invoiceAmount,
      advance_amount: invoices.advanceAmount,
      invoice_date: invoices.invoiceDate,
      invoice_due_date: invoices.invoiceDueDate,
      company_business_name: sql`lower(${prospects.companyBusinessName})`,
      legal_name: sql`lower(${debtors.legalName})`,
      status: invoices.status,
      created_at: invoices.createdAt,
    },
    request,
    invoices.id,
  );
  const matching = db
    .select(matchingRows)
    .from(invoices)
    .innerJoin(prospects, eq(prospects.id, invoices.prospectId))
    .leftJoin(
      debtorClients,
      and(eq(debtorClients.prospectId, invoices.prospectId), eq(debtorClients.debtorId, invoices.debtorId)),
    )
    .where(where);
  const ordered = db
    .select(selection)
    .from(invoices)
    .innerJoin(prospects, eq(prospects.id, invoices.prospectId))
    .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
    .leftJoin(schedules, eq(schedules.id, invoices.scheduleId))
    .leftJoin(
      debtorClients,
      and(eq(debtorClients.prospectId, invoices.prospectId), eq(debtorClients.debtorId, invoices.debtorId)),
    )
    .where(where)
    .orderBy(...order)
    .$dynamic();
  return listPage(db, request, matching, ordered, toRow);
}
