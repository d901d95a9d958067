import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FundingInvoice, FundingSchedule, FundingSortColumn } from '../../../shared/contract/funding';
import { toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { prospects, schedules } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { listOrder, listPage, matchingRows, type PageAnswer } from '../../http/paging';
import { foundOr404, partyOf, scopeCondition } from '../../http/scope';
import { scheduleSearch, schedulesWithClient } from '../schedules/queries';
import { invoicesOfSchedule, readSchedule } from './scheduleRecords';

/**
 * The Schedule of Funding (spec part 2 §2 Schedule of funding): verified schedules with their
 * funding state, searched by client, schedule no and net funding, in the caller's scope.
 */

const columns = {
  schedule: schedules,
  clientName: prospects.companyBusinessName,
  terminatedAt: prospects.terminatedAt,
};

type Row = {
  schedule: typeof schedules.$inferSelect;
  clientName: string;
  terminatedAt: Date | null;
};

function toFundingSchedule(row: Row): FundingSchedule {
  const { schedule } = row;
  return {
    id: schedule.id,
    prospect_id: schedule.prospectId,
    schedule_no: schedule.scheduleNo,
    company_business_name: row.clientName,
    // Net funding (the live invoices' advances), their count and what the standing payments paid
    // are kept in the schedule's row by the database (drizzle/0012).
    total_amount: toMoneyString(schedule.totalAmount),
    cb_amount: toMoneyString(schedule.cbAmount),
    paid_amount: toMoneyString(schedule.paidAmount),
    remaining_amount: toMoneyString(schedule.remainingAmount),
    invoicesCount: schedule.invoicesCount,
    schedule_fund_date: schedule.scheduleFundDate,
    verified_at: schedule.verifiedAt?.toISOString() ?? null,
    created_at: schedule.createdAt.toISOString(),
    deleted_at: schedule.deletedAt?.toISOString() ?? null,
    is_terminated: row.terminatedAt !== null,
  };
}

export interface FundingListRequest {
  page: number;
  per_page: number;
  search_text: string;
  sort_by?: FundingSortColumn | undefined;
  sort_desc?: boolean | undefined;
  show_all?: boolean | undefined;
}

export async function listFundingSchedules(
  db: Db,
  caller: Caller,
  request: FundingListRequest,
): Promise<PageAnswer<FundingSchedule>> {
  // Clients never see deleted schedules or the toggle (spec part 2 §2).
  const showAll = request.show_all === true && partyOf(caller).kind === 'staff';
  const where = and(
    isNotNull(schedules.verifiedAt),
    showAll ? undefined : and(isNull(schedules.deletedAt), isNull(prospects.terminatedAt)),
    scopeCondition(caller, { company: schedules.prospectId }),
    scheduleSearch(db, request.search_text),
  );
  const order = listOrder<FundingSortColumn>(
    {
      schedule_no: schedules.scheduleNo,
      client_name: sql`lower(${prospects.companyBusinessName})`,
      total_amount: schedules.totalAmount,
      remaining_amount: schedules.remainingAmount,
      paid_amount: schedules.paidAmount,
      schedule_fund_date: schedules.scheduleFundDate,
      verified_at: schedules.verifiedAt,
      created_at: schedules.createdAt,
    },
    request,
    schedules.id,
  );
  const ordered = schedulesWithClient(db, columns)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const matching = schedulesWithClient(db, matchingRows).where(where);
  return listPage(db, request, matching, ordered, toFundingSchedule);
}

/** One schedule as the list shows it. */
export async function fundingScheduleOf(db: Db, id: number): Promise<FundingSchedule> {
  const [row] = await schedulesWithClient(db, columns).where(eq(schedules.id, id)).limit(1);
  return toFundingSchedule(foundOr404(row));
}

/** The detail dialog's invoices. */
export async function fundingInvoicesOf(db: Db, scheduleId: number): Promise<FundingInvoice[]> {
  const rows = await invoicesOfSchedule(db, scheduleId);
  return rows.map((invoice) => ({
    invoice_id: invoice.id,
    invoice_no: invoice.invoiceNo,
    legal_name: invoice.legalName,
    invoice_amount: toMoneyString(invoice.invoiceAmount),
    advance_amount: toMoneyString(invoice.advanceAmount),
    escrow_amount: toMoneyString(invoice.escrowAmount),
    net_invoice_term: invoice.discountDays,
    invoice_date: invoice.invoiceDate,
    invoice_due_date: invoice.invoiceDueDate,
    funding_date: invoice.fundingDate,
  }));
}

/** The schedule the caller may see, for the detail dialog. */
export async function visibleFundingSchedule(db: Db, caller: Caller, id: number): Promise<FundingSchedule> {
  const schedule = await readSchedule(db, caller, id);
  return fundingScheduleOf(db, schedule.id);
}
