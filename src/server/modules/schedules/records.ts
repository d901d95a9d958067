import { and, eq, isNull, sql } from 'drizzle-orm';
import { closedScheduleRefusal, type ScheduleStanding } from '../../../shared/closedSchedule';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/firstRow';
import { prospects, schedules } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { conflict } from '../../http/errors';
import { foundOr404, scopeCondition } from '../../http/scope';

export type ScheduleRecord = typeof schedules.$inferSelect;

/** A client user sees only its own schedules; debtors and brokers see none. */
export function scheduleScope(caller: Caller) {
  return scopeCondition(caller, { company: schedules.prospectId });
}

/** One schedule the caller may see (deleted ones included), locked when asked; else 404. */
export async function visibleSchedule(
  db: Db,
  caller: Caller,
  id: number,
  lock = false,
): Promise<ScheduleRecord> {
  const query = db
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, id), scheduleScope(caller)))
    .$dynamic();
  return foundOr404(await firstRow(query, lock));
}

/**
 * A schedule's own part of being open: neither deleted, verified nor funded. Its client's
 * termination is the other part, which the pickers check on the client.
 */
export const openSchedule = and(
  isNull(schedules.deletedAt),
  isNull(schedules.verifiedAt),
  isNull(schedules.scheduleFundDate),
);

/** What decides whether the schedule takes new invoices, its client's termination included. */
export async function standingOf(db: Db, schedule: ScheduleRecord): Promise<ScheduleStanding> {
  const [client] = await db
    .select({ terminatedAt: prospects.terminatedAt })
    .from(prospects)
    .where(eq(prospects.id, schedule.prospectId))
    .limit(1);
  return {
    scheduleNo: schedule.scheduleNo,
    deleted: schedule.deletedAt !== null,
    verified: schedule.verifiedAt !== null,
    funded: schedule.scheduleFundDate !== null,
    terminated: (client?.terminatedAt ?? null) !== null,
  };
}

/**
 * 409 with the reason unless the schedule may take new invoices (src/shared/closedSchedule.ts).
 * Call it with the schedule locked (`visibleSchedule(…, true)`): Verify Schedule and Post Payment
 * take the same lock, so no invoice joins a schedule they are closing.
 */
export async function requireOpenSchedule(db: Db, schedule: ScheduleRecord): Promise<void> {
  const refusal = closedScheduleRefusal(await standingOf(db, schedule));
  if (refusal !== null) throw conflict(refusal);
}

/** The number a new schedule of the client gets: one above the highest it ever had, deleted ones included. */
export async function nextScheduleNumber(db: Db, prospectId: number): Promise<number> {
  const [row] = await db
    .select({ highest: sql<number>`coalesce(max(${schedules.scheduleNo}), 0)::int` })
    .from(schedules)
    .where(eq(schedules.prospectId, prospectId));
  return (row?.highest ?? 0) + 1;
}

/** A new schedule of the client under a number no live schedule of it holds (409 otherwise, races included). */
export async function createSchedule(
  tx: Db,
  input: { prospectId: number; scheduleNo: number; createdBy: string; now: Date },
): Promise<ScheduleRecord> {
  const [row] = await tx
    .insert(schedules)
    .values({
      prospectId: input.prospectId,
      scheduleNo: input.scheduleNo,
      createdBy: input.createdBy,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(messages.invoice.screens.scheduleNoTaken(input.scheduleNo));
  return row;
}
