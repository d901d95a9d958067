import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { debtors, invoices, prospects, schedules } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { conflict } from '../../http/errors';
import { foundOr404 } from '../../http/scope';
import { signedTermsOf, type ClientTerms } from '../clients/terms';
import { visibleSchedule, type ScheduleRecord } from '../schedules/records';
import { invoiceVerified } from '../schedules/verification';

/** The schedules module's row, which the money flow reads too. */
export type { ScheduleRecord };

/** The schedule the caller may see; another party's or an unknown one answers 404. */
export async function readSchedule(db: Db, caller: Caller, id: number): Promise<ScheduleRecord> {
  return visibleSchedule(db, caller, id);
}

/**
 * The same, locked for the rest of the transaction (SELECT … FOR UPDATE): every change of a
 * schedule's money takes this lock first, so two payments of one schedule run one after the other
 * and the second sees what the first left owing.
 */
export async function lockSchedule(db: Db, caller: Caller, id: number): Promise<ScheduleRecord> {
  return visibleSchedule(db, caller, id, true);
}

/** 409 for a deleted schedule: nothing but reading is left to do with it. */
export function refuseDeleted(schedule: ScheduleRecord): void {
  if (schedule.deletedAt !== null) throw conflict(messages.schedule.workflows.scheduleDeleted);
}

/** The schedule locked for a change of its money, refused (409) once deleted. */
export async function lockLiveSchedule(db: Db, caller: Caller, id: number): Promise<ScheduleRecord> {
  const schedule = await lockSchedule(db, caller, id);
  refuseDeleted(schedule);
  return schedule;
}

/** The client a schedule belongs to: its name for notices and documents, and whether it was terminated. */
export async function clientOf(
  db: Db,
  prospectId: number,
): Promise<{ id: number; name: string; terminated: boolean }> {
  const [row] = await db
    .select({ id: prospects.id, name: prospects.companyBusinessName, terminatedAt: prospects.terminatedAt })
    .from(prospects)
    .where(eq(prospects.id, prospectId))
    .limit(1);
  const client = foundOr404(row);
  return { id: client.id, name: client.name, terminated: client.terminatedAt !== null };
}

/** An invoice of a schedule, with what buying it needs and what the screens show. */
export interface ScheduleInvoiceRecord {
  id: number;
  debtorId: number;
  legalName: string;
  invoiceNo: string;
  invoiceAmount: string;
  advanceAmount: string;
  escrowAmount: string;
  discountDays: number;
  invoiceDate: string;
  invoiceDueDate: string;
  fundingDate: string | null;
  /**
   * Verified with its schedule (docs/decisions/0011: bought, or unchanged since the schedule's
   * verification); an invoice changed later is one of the schedule's unverified
   * invoices, funded only by a payment that selects it.
   */
  verified: boolean;
}

const invoiceColumns = {
  id: invoices.id,
  debtorId: invoices.debtorId,
  legalName: debtors.legalName,
  invoiceNo: invoices.invoiceNo,
  invoiceAmount: invoices.invoiceAmount,
  advanceAmount: invoices.advanceAmount,
  escrowAmount: invoices.escrowAmount,
  discountDays: invoices.discountDays,
  invoiceDate: invoices.invoiceDate,
  invoiceDueDate: invoices.invoiceDueDate,
  fundingDate: invoices.fundingDate,
  verified: invoiceVerified,
};

/** The live invoices of the schedules, oldest first; `lock` holds them for the transaction. */
export async function invoicesOfSchedules(
  db: Db,
  scheduleIds: readonly number[],
  options: { lock?: boolean } = {},
): Promise<(ScheduleInvoiceRecord & { scheduleId: number })[]> {
  if (scheduleIds.length === 0) return [];
  const query = db
    .select({ ...invoiceColumns, scheduleId: sql<number>`${invoices.scheduleId}` })
    .from(invoices)
    .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
    .innerJoin(schedules, eq(schedules.id, invoices.scheduleId))
    .where(and(inArray(invoices.scheduleId, [...scheduleIds]), isNull(invoices.deletedAt)))
    .orderBy(asc(invoices.id));
  return options.lock ? query.for('update', { of: invoices }) : query;
}

/** The live invoices of one schedule, oldest first. */
export async function invoicesOfSchedule(
  db: Db,
  scheduleId: number,
  options: { lock?: boolean } = {},
): Promise<ScheduleInvoiceRecord[]> {
  return invoicesOfSchedules(db, [scheduleId], options);
}

/** The signed terms of the schedule's client; without them nothing may be funded for it (409). */
export async function termsForFunding(db: Db, prospectId: number): Promise<ClientTerms> {
  const terms = await signedTermsOf(db, prospectId);
  if (terms === null) throw conflict(messages.schedule.workflows.noSignedTerms);
  return terms;
}
