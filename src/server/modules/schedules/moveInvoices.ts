import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { maxInvoicesPerSchedule } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import {
  invoiceSelectionRefusal,
  type MoveToScheduleRequest,
} from '../../../shared/validation/moveToSchedule';
import type { Db } from '../../db/client';
import { idsOf } from '../../db/idsOf';
import { invoices, schedules } from '../../db/schema';
import type { Deps } from '../../deps';
import { ringBells, type RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { conflict, notFound } from '../../http/errors';
import { createSchedule, openSchedule, requireOpenSchedule, scheduleScope, visibleSchedule } from './records';
import { visibleClient } from '../invoices/access';
import { requireDistinctInSchedule, scheduleInvoiceCount, scheduleNumbers } from '../invoices/invoiceRules';
import { scheduleCreatedNotices } from '../invoices/notices';
import { visibleInvoices } from '../invoices/records';
import { selectable } from '../invoices/remove';
import { holdPledgeCheckOf, recordPledgeMatches } from '../pledge-matches/record';

type MoveDeps = Pick<Deps, 'db' | 'clock' | 'realtime'>;

/**
 * invoice/move_to_schedule (spec part 2 §4 Invoices): invoices of one client, neither funded nor
 * in a schedule, join one of its open schedules (neither deleted, verified nor funded, the client
 * not terminated: src/shared/closedSchedule.ts), checked with the schedule locked, or a new one with
 * the number typed. The schedule keeps at most 25 invoices and an invoice number once (on the part
 * before a dash).
 */
export async function moveToSchedule(
  deps: MoveDeps,
  caller: Caller,
  request: MoveToScheduleRequest,
): Promise<{ message: string; schedule_id: number }> {
  const S = messages.schedule.screens;
  const { scheduleId, bells } = await deps.db.transaction(async (tx) => {
    await holdPledgeCheckOf(tx, request.invoices_ids);
    const rows = await visibleInvoices(tx, caller, request.invoices_ids);
    const refusal = invoiceSelectionRefusal(rows.map(selectable));
    if (refusal) throw conflict(refusal);
    const clientId = rows[0]?.prospectId ?? 0;
    const client = await visibleClient(tx, caller, clientId);
    const recorded: RecordedNotification[] = [];
    let targetId: number;
    if (request.schedule_id !== undefined) {
      const target = await visibleSchedule(tx, caller, request.schedule_id, true);
      if (target.prospectId !== clientId) throw notFound(messages.http.notFound);
      await requireOpenSchedule(tx, target);
      targetId = target.id;
    } else {
      // A new schedule of a terminated client would be closed from the start.
      if (client.terminated) throw conflict(S.closedTerminated(request.schedule_no ?? ''));
      const created = await createSchedule(tx, {
        prospectId: clientId,
        scheduleNo: request.schedule_no ?? 0,
        createdBy: caller.userId,
        now: deps.clock.now(),
      });
      targetId = created.id;
      recorded.push(
        ...(await scheduleCreatedNotices(tx, {
          scheduleId: created.id,
          scheduleNo: created.scheduleNo,
          clientName: client.name,
          callerId: caller.userId,
        })),
      );
    }
    if ((await scheduleInvoiceCount(tx, targetId)) + rows.length > maxInvoicesPerSchedule) {
      throw conflict(messages.schedule.maxInvoices);
    }
    requireDistinctInSchedule(
      rows.map((invoice) => invoice.invoiceNo),
      await scheduleNumbers(tx, targetId),
    );
    await tx
      .update(invoices)
      .set({ scheduleId: targetId, verifiedAt: null, updatedAt: deps.clock.now() })
      .where(inArray(invoices.id, idsOf(rows)));
    // The same client's invoices of one schedule do not match each other (0028): joining one changes that.
    await recordPledgeMatches(tx, idsOf(rows));
    return { scheduleId: targetId, bells: recorded };
  });
  ringBells(deps.realtime, bells);
  return { message: messages.invoice.movedToSchedule, schedule_id: scheduleId };
}

/**
 * invoice/schedules: the client's open schedules the caller may see (Move To Schedule offers no
 * other), with how many invoices each holds; none for a terminated client.
 */
export async function schedulesOfClient(
  db: Db,
  caller: Caller,
  prospectId: number,
): Promise<{ id: number; schedule_no: number; invoicesCount: number }[]> {
  const client = await visibleClient(db, caller, prospectId);
  if (client.terminated) return [];
  return db
    .select({
      id: schedules.id,
      schedule_no: schedules.scheduleNo,
      invoicesCount: sql<number>`count(${invoices.id})::int`,
    })
    .from(schedules)
    .leftJoin(invoices, and(eq(invoices.scheduleId, schedules.id), isNull(invoices.deletedAt)))
    .where(and(eq(schedules.prospectId, prospectId), openSchedule, scheduleScope(caller)))
    .groupBy(schedules.id)
    .orderBy(asc(schedules.scheduleNo));
}
