import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { unionAll, type SelectedFields } from 'drizzle-orm/pg-core';
import type { ScheduleRow, ScheduleSortColumn } from '../../../shared/contract/schedules';
import type { Db } from '../../db/client';
import { invoiceAttachments, invoices, prospects, schedules } from '../../db/schema';
import type { Caller } from '../../http/caller';
import {
  containsPattern,
  listOrder,
  listPage,
  matchingRows,
  type PageAnswer,
  type PageRequest,
} from '../../http/paging';
import { partyOf } from '../../http/scope';
import { scheduleScope } from './records';
import { invoiceVerified } from './verification';
import { clientsNamedLike } from '../clients/nameSearch';

export interface ScheduleListRequest extends PageRequest {
  search_text: string;
  sortBy?: ScheduleSortColumn | undefined;
  sortDesc?: boolean | undefined;
  /** Include deleted schedules and those of terminated clients (staff only). */
  deleted: boolean;
  /** Only verified schedules, as the funding side reads them. */
  is_funding: boolean;
}

/** Amount-like search text ("1,250.5", "$80") names a net funding; anything else does not. */
function amountPattern(text: string): string | null {
  if (!/^[\d$,.\s]+$/.test(text)) return null;
  const digits = text.replace(/[$,\s]/g, '');
  return /\d/.test(digits) ? containsPattern(digits) : null;
}

/** Schedules with their clients, as the schedule and funding lists filter, sort, count and read them. */
export function schedulesWithClient<Selection extends SelectedFields>(db: Db, selection: Selection) {
  return db.select(selection).from(schedules).innerJoin(prospects, eq(prospects.id, schedules.prospectId));
}

/**
 * The search box of both schedule lists: schedule number and net funding (trigram indexes on their
 * text; net funding only when the text reads as an amount), and client name, matched on the
 * clients' own table. Each is its own index lookup, united: an OR across them would read every
 * schedule.
 */
export function scheduleSearch(db: Db, text: string): SQL | undefined {
  if (text === '') return undefined;
  const pattern = containsPattern(text.toLowerCase());
  const amount = amountPattern(text);
  const byNumber = db
    .select({ id: schedules.id })
    .from(schedules)
    .where(sql`${schedules.scheduleNo}::text like ${pattern}`);
  const byClient = db
    .select({ id: schedules.id })
    .from(schedules)
    .where(inArray(schedules.prospectId, clientsNamedLike(db, pattern)));
  const byAmount = db
    .select({ id: schedules.id })
    .from(schedules)
    .where(sql`${schedules.totalAmount}::text like ${amount}`);
  return inArray(
    schedules.id,
    amount === null ? unionAll(byNumber, byClient) : unionAll(byNumber, byClient, byAmount),
  );
}

/** A schedule's figures from its live invoices. */
export interface ScheduleFigures {
  invoicesCount: number;
  verifiedCount: number;
  totalAmount: string;
  totalInvoiceAmount: string;
  attachmentCount: number;
}

const noFigures: ScheduleFigures = {
  invoicesCount: 0,
  verifiedCount: 0,
  totalAmount: '0.00',
  totalInvoiceAmount: '0.00',
  attachmentCount: 0,
};

/** The figures of the named schedules only (a page's), by schedule. */
export async function figuresOf(
  db: Db,
  scheduleIds: readonly number[],
): Promise<Map<number, ScheduleFigures>> {
  const figures = new Map<number, ScheduleFigures>();
  if (scheduleIds.length === 0) return figures;
  const rows = await db
    .select({
      scheduleId: sql<number>`${invoices.scheduleId}`,
      invoicesCount: sql<number>`count(*)::int`,
      verifiedCount: sql<number>`(count(*) filter (where ${invoiceVerified}))::int`,
      totalAmount: sql<string>`coalesce(sum(${invoices.advanceAmount}), 0)::numeric(16,2)::text`,
      totalInvoiceAmount: sql<string>`coalesce(sum(${invoices.invoiceAmount}), 0)::numeric(16,2)::text`,
      attachmentCount: sql<number>`coalesce(sum((select count(*) from ${invoiceAttachments} where ${invoiceAttachments.invoiceId} = ${invoices.id})), 0)::int`,
    })
    .from(invoices)
    .innerJoin(schedules, eq(schedules.id, invoices.scheduleId))
    .where(and(inArray(invoices.scheduleId, [...scheduleIds]), isNull(invoices.deletedAt)))
    .groupBy(invoices.scheduleId);
  for (const row of rows) figures.set(row.scheduleId, row);
  return figures;
}

interface ListedSchedule {
  schedule: typeof schedules.$inferSelect;
  clientName: string;
  terminated: boolean;
}

function toRow({ schedule, clientName, terminated }: ListedSchedule, figures: ScheduleFigures): ScheduleRow {
  return {
    id: schedule.id,
    prospect_id: schedule.prospectId,
    company_business_name: clientName,
    schedule_no: schedule.scheduleNo,
    schedule_fund_date: schedule.scheduleFundDate,
    remaining_amount: schedule.remainingAmount,
    cb_amount: schedule.cbAmount,
    total_amount: figures.totalAmount,
    totalScheduleFunding: figures.totalInvoiceAmount,
    invoicesCount: figures.invoicesCount,
    verifiedCount: figures.verifiedCount,
    unverifiedCount: figures.invoicesCount - figures.verifiedCount,
    attachmentCount: figures.attachmentCount,
    verified_at: schedule.verifiedAt?.toISOString() ?? null,
    is_terminated: terminated,
    is_deleted: schedule.deletedAt !== null,
    deleted_at: schedule.deletedAt?.toISOString() ?? null,
    created_at: schedule.createdAt.toISOString(),
  };
}

/** schedule/fetch: one page of the schedules the caller may see, matching within its scope. */
export async function listSchedules(
  db: Db,
  caller: Caller,
  request: ScheduleListRequest,
): Promise<PageAnswer<ScheduleRow>> {
  const withDeleted = request.deleted && partyOf(caller).kind === 'staff';
  const where = and(
    scheduleScope(caller),
    withDeleted ? undefined : and(isNull(schedules.deletedAt), isNull(prospects.terminatedAt)),
    request.is_funding ? isNotNull(schedules.verifiedAt) : undefined,
    scheduleSearch(db, request.search_text),
  );
  const order = listOrder<ScheduleSortColumn>(
    {
      schedule_no: schedules.scheduleNo,
      company_business_name: sql`lower(${prospects.companyBusinessName})`,
      schedule_fund_date: schedules.scheduleFundDate,
      remaining_amount: schedules.remainingAmount,
      cb_amount: schedules.cbAmount,
      created_at: schedules.createdAt,
    },
    { sort_by: request.sortBy, sort_desc: request.sortDesc },
    schedules.id,
  );
  const ordered = schedulesWithClient(db, {
    schedule: schedules,
    clientName: prospects.companyBusinessName,
    terminated: sql<boolean>`(${prospects.terminatedAt} is not null)`,
  })
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const matching = schedulesWithClient(db, matchingRows).where(where);
  const page = await listPage(db, request, matching, ordered, (row) => row);
  const figures = await figuresOf(
    db,
    page.data.map((row) => row.schedule.id),
  );
  return { ...page, data: page.data.map((row) => toRow(row, figures.get(row.schedule.id) ?? noFigures)) };
}
