import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { invoiceStatuses } from '../../../shared/constants';
import {
  debtorInvoiceSortColumns,
  type InvoiceRow,
  type InvoiceSortColumn,
} from '../../../shared/contract/invoices';
import { dropdownLabel } from '../../../shared/dropdowns';
import { subtractMoney, toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { idsOf } from '../../db/idsOf';
import { debtors, invoices, prospects, schedules } from '../../db/schema';
import type { Caller } from '../../http/caller';
import {
  answerPage,
  containsPattern,
  exactCountLimit,
  listOrder,
  matchingRows,
  onePage,
  pageAnswer,
  type PageAnswer,
  type PageRequest,
} from '../../http/paging';
import { invoiceScope, isDebtorUser, isStaff } from './access';
import { clientsNamedLike } from '../clients/nameSearch';

export interface InvoiceListRequest extends PageRequest {
  search_text: string;
  sort_by?: InvoiceSortColumn | undefined;
  sort_desc?: boolean | undefined;
  /** 0 All, else one invoice_status. */
  status: number;
  /** Include deleted invoices and those of terminated clients or debtors (staff only). */
  deleted: boolean;
}

/**
 * Off the list though live: its client or the client's hold on its debtor is terminated (the
 * database keeps `listed`, drizzle/0013).
 */
const terminated = sql<boolean>`(not ${invoices.listed} and ${invoices.deletedAt} is null)`;

/**
 * The search box: invoice number, client name and debtor name, matched in the invoice's own
 * lowercased `search_text` by its trigram index (drizzle/0013). A debtor user searches its invoices
 * by number and client name only (spec part 2 §2), within its own few by the debtor index.
 */
function searchFilter(db: Db, text: string, asDebtor: boolean): SQL | undefined {
  if (text === '') return undefined;
  const pattern = containsPattern(text.toLowerCase());
  if (!asDebtor) return sql`${invoices.searchText} like ${pattern}`;
  return or(ilike(invoices.invoiceNo, pattern), inArray(invoices.prospectId, clientsNamedLike(db, pattern)));
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

/**
 * A debtor user sorts only by what its rows show: an order by advance, schedule or funding date
 * would tell it what its answer leaves out.
 */
function sortFor(caller: Caller, asked: InvoiceListRequest): InvoiceListRequest {
  const sortable: readonly InvoiceSortColumn[] = debtorInvoiceSortColumns;
  if (!isDebtorUser(caller) || asked.sort_by === undefined || sortable.includes(asked.sort_by)) return asked;
  return { ...asked, sort_by: undefined, sort_desc: undefined };
}

/**
 * invoice/fetch: one page of the invoices the caller may see, matching within its scope (the
 * contract cuts a debtor user's rows to its own business).
 */
export async function listInvoices(
  db: Db,
  caller: Caller,
  asked: InvoiceListRequest,
): Promise<PageAnswer<InvoiceRow>> {
  const request = sortFor(caller, asked);
  const withDeleted = request.deleted && isStaff(caller);
  const where = and(
    invoiceScope(caller),
    request.status === invoiceStatuses.all ? undefined : eq(invoices.status, request.status),
    withDeleted ? undefined : invoices.listed,
    searchFilter(db, request.search_text, isDebtorUser(caller)),
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
  // The page's ids first, joining only what the sort reads; the names and schedule numbers are
  // joined to those ten rows alone, not to every row a deep page skips.
  const pageRows = async (filter: SQL | undefined): Promise<InvoiceRow[]> => {
    let ids = db.select({ id: invoices.id }).from(invoices).$dynamic();
    if (request.sort_by === 'company_business_name') {
      ids = ids.innerJoin(prospects, eq(prospects.id, invoices.prospectId));
    }
    if (request.sort_by === 'legal_name') ids = ids.innerJoin(debtors, eq(debtors.id, invoices.debtorId));
    if (request.sort_by === 'schedule_no')
      ids = ids.leftJoin(schedules, eq(schedules.id, invoices.scheduleId));
    const rows = await db
      .select(selection)
      .from(invoices)
      .innerJoin(prospects, eq(prospects.id, invoices.prospectId))
      .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
      .leftJoin(schedules, eq(schedules.id, invoices.scheduleId))
      .where(inArray(invoices.id, onePage(ids.where(filter).orderBy(...order), request)))
      .orderBy(...order);
    return rows.map(toRow);
  };
  if (request.search_text !== '') {
    // A search that matches few invoices is read by its matches' ids: walking the newest-first
    // index for a rare invoice number would read most of the table before ten turned up.
    const found = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(where)
      .limit(exactCountLimit + 1);
    if (found.length <= exactCountLimit) {
      const rows = found.length === 0 ? [] : await pageRows(inArray(invoices.id, idsOf(found)));
      return pageAnswer(rows, found.length, request);
    }
  }
  return answerPage(db, request, db.select(matchingRows).from(invoices).where(where), () => pageRows(where));
}
