import { and, asc, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { closedScheduleRefusal } from '../../../shared/closedSchedule';
import {
  isNewScheduleTarget,
  reassignmentProblem,
  type TargetSchedule,
} from '../../../shared/scheduleReassignment';
import { messages } from '../../../shared/messages';
import { toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { idsOf } from '../../db/idsOf';
import { invoices, prospects, schedules } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { badRequest, conflict, notFound } from '../../http/errors';
import { holdPledgeCheckOf, recordPledgeMatches } from '../pledge-matches/record';
import { createSchedule, nextScheduleNumber } from '../schedules/records';
import { releaseChargebacks } from './chargebackChoice';
import {
  clientOf,
  invoicesOfSchedule,
  invoicesOfSchedules,
  lockSchedule,
  readSchedule,
  refuseDeleted,
  type ScheduleRecord,
} from './scheduleRecords';

/**
 * Delete Schedule (spec part 2 §4 Schedule lifecycle; §7 Schedule invoices, Other schedules of the
 * client, Schedule delete). Every invoice of the schedule moves to a target first, by the dialog's
 * own rules (src/shared/scheduleReassignment.ts); then the schedule is deleted. A target must be
 * open (src/shared/closedSchedule.ts): a verified or funded schedule takes no new invoice, and a
 * terminated client's schedules none at all. A funded schedule has bought its invoices and is
 * refused. Nothing here moves money, so nothing is posted.
 */

const W = messages.schedule.workflows;
/** Refusals of a map that does not fit the schedule (400); the rest (a full target) are 409. */
const malformedMap: readonly string[] = [W.unknownInvoice, W.chooseTargets, W.unknownTarget];

function refuseUndeletable(schedule: ScheduleRecord, prospectId: number): void {
  if (schedule.prospectId !== prospectId) throw notFound(messages.http.notFound);
  refuseDeleted(schedule);
  if (schedule.scheduleFundDate !== null) throw conflict(W.fundedNotDeletable);
}

/** A live schedule of the client other than those being deleted, with what decides whether it is open. */
interface CandidateTarget extends TargetSchedule {
  schedule_no: number;
  /** Why it takes no new invoice (src/shared/closedSchedule.ts), or null while it is open. */
  refusal: string | null;
}

/** The client's live schedules other than `excluded`, with how many invoices each holds. */
async function candidateTargetsOf(
  db: Db,
  prospectId: number,
  excluded: readonly number[],
): Promise<CandidateTarget[]> {
  const [client] = await db
    .select({ terminatedAt: prospects.terminatedAt })
    .from(prospects)
    .where(eq(prospects.id, prospectId));
  const rows = await db
    .select({
      id: schedules.id,
      schedule_no: schedules.scheduleNo,
      invoicesCount: count(invoices.id),
      verified: sql<boolean>`(${schedules.verifiedAt} is not null)`,
      funded: sql<boolean>`(${schedules.scheduleFundDate} is not null)`,
    })
    .from(schedules)
    .leftJoin(invoices, and(eq(invoices.scheduleId, schedules.id), isNull(invoices.deletedAt)))
    .where(
      and(
        eq(schedules.prospectId, prospectId),
        isNull(schedules.deletedAt),
        excluded.length > 0 ? notInArray(schedules.id, [...excluded]) : undefined,
      ),
    )
    .groupBy(schedules.id)
    .orderBy(asc(schedules.scheduleNo));
  return rows.map(({ verified, funded, ...target }) => ({
    ...target,
    refusal: closedScheduleRefusal({
      scheduleNo: target.schedule_no,
      deleted: false,
      verified,
      funded,
      terminated: (client?.terminatedAt ?? null) !== null,
    }),
  }));
}

/** The targets the dialog offers: the open ones (a closed schedule takes no new invoice). */
function openTargets(candidates: readonly CandidateTarget[]): (TargetSchedule & { schedule_no: number })[] {
  return candidates
    .filter((candidate) => candidate.refusal === null)
    .map(({ refusal: _refusal, ...target }) => target);
}

/** The dialog's first call: the schedule's invoices and where they may go. */
export async function reassignmentOf(
  db: Db,
  caller: Caller,
  request: { schedule_id: number; prospect_id: number },
) {
  const schedule = await readSchedule(db, caller, request.schedule_id);
  refuseUndeletable(schedule, request.prospect_id);
  const scheduleInvoices = await invoicesOfSchedule(db, schedule.id);
  return {
    invoices: scheduleInvoices.map((invoice) => ({
      invoice_id: invoice.id,
      invoice_no: invoice.invoiceNo,
      legal_name: invoice.legalName,
      invoice_amount: toMoneyString(invoice.invoiceAmount),
    })),
    schedules: openTargets(await candidateTargetsOf(db, schedule.prospectId, [schedule.id])),
  };
}

export interface DeleteRequest {
  id: readonly number[];
  prospect_id: number;
  /** Invoice id → target schedule id, -1 for New Schedule. */
  schedule_invoices: Readonly<Record<string, number>>;
}

/**
 * Moves the invoices and deletes the schedules, all or nothing. The client is locked first: its
 * schedule numbers and the targets' invoice counts hold still until the commit, and two deletions
 * of one client's schedules run one after the other.
 */
export async function deleteSchedules(
  db: Db,
  caller: Caller,
  request: DeleteRequest,
  now: Date,
): Promise<{ newScheduleId: number | null }> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: prospects.id })
      .from(prospects)
      .where(eq(prospects.id, request.prospect_id))
      .for('update');
    const ids = [...new Set(request.id)].sort((a, b) => a - b);
    // The double-pledge check of the moving invoices' debtors is held before any schedule or invoice
    // is locked, as every save that re-records matches holds it (modules/pledge-matches).
    await holdPledgeCheckOf(tx, idsOf(await invoicesOfSchedules(tx, ids)));
    for (const id of ids) refuseUndeletable(await lockSchedule(tx, caller, id), request.prospect_id);

    const moving = await invoicesOfSchedules(tx, ids, { lock: true });
    if (moving.some((invoice) => invoice.fundingDate !== null)) throw conflict(W.fundedNotDeletable);
    // The targets hold still too: their invoice counts decide whether they may take more.
    await tx
      .select({ id: schedules.id })
      .from(schedules)
      .where(
        and(
          eq(schedules.prospectId, request.prospect_id),
          isNull(schedules.deletedAt),
          notInArray(schedules.id, ids),
        ),
      )
      .for('update');
    const candidates = await candidateTargetsOf(tx, request.prospect_id, ids);
    // A closed schedule named as a target is refused by name, before the map's other rules.
    const chosen = new Set(Object.values(request.schedule_invoices));
    const closed = candidates.find((candidate) => chosen.has(candidate.id) && candidate.refusal !== null);
    if (closed?.refusal) throw conflict(closed.refusal);
    const problem = reassignmentProblem(
      moving.map((invoice) => invoice.id),
      openTargets(candidates),
      request.schedule_invoices,
    );
    if (problem !== null) throw malformedMap.includes(problem) ? badRequest(problem) : conflict(problem);

    let newScheduleId: number | null = null;
    if ([...chosen].some(isNewScheduleTarget)) {
      const scheduleNo = await nextScheduleNumber(tx, request.prospect_id);
      // A new schedule of a terminated client would be closed from the start.
      if ((await clientOf(tx, request.prospect_id)).terminated) {
        throw conflict(messages.schedule.screens.closedTerminated(scheduleNo));
      }
      const created = await createSchedule(tx, {
        prospectId: request.prospect_id,
        scheduleNo,
        createdBy: caller.userId,
        now,
      });
      newScheduleId = created.id;
    }
    const byTarget = new Map<number, number[]>();
    for (const [invoiceId, targetId] of Object.entries(request.schedule_invoices)) {
      const target = isNewScheduleTarget(targetId) ? newScheduleId : targetId;
      if (target === null) continue;
      byTarget.set(target, [...(byTarget.get(target) ?? []), Number(invoiceId)]);
    }
    // Every target is open (unverified), so the moved invoices wait for its verification.
    for (const [target, invoiceIds] of byTarget) {
      await tx
        .update(invoices)
        .set({ scheduleId: target, verifiedAt: null, updatedAt: now })
        .where(inArray(invoices.id, invoiceIds));
    }
    await recordPledgeMatches(tx, idsOf(moving));
    await releaseChargebacks(tx, ids);
    await tx
      .update(schedules)
      .set({ deletedAt: now, cbAmount: '0', remainingAmount: '0', updatedAt: now })
      .where(inArray(schedules.id, ids));
    return { newScheduleId };
  });
}
