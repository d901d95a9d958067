import { newScheduleTargetId, scheduleTargetMaxInvoices } from './constants';
import { messages } from './messages';

/**
 * Delete Schedule (spec part 2 §4, Schedule lifecycle): every invoice of the deleted schedule moves
 * to another schedule of the client or to a new one (sent as -1). The dialog offers the targets by
 * these rules and the server refuses a `schedule_invoices` map that breaks them.
 *
 * A schedule holding 20 invoices or more cannot be chosen. We count the invoices this deletion has
 * already sent to it as held, so one deletion cannot grow a schedule past the limit either.
 */

/** Another schedule of the client, as a target (spec part 2 §3, Schedule). */
export interface TargetSchedule {
  id: number;
  schedule_no: string | number;
  invoicesCount: number;
}

/** Invoice id → target schedule id, -1 for New Schedule (the delete call's `schedule_invoices`). */
export type ScheduleInvoiceTargets = Readonly<Record<string, number>>;

export function isNewScheduleTarget(targetId: number): boolean {
  return targetId === newScheduleTargetId;
}

/** Invoices the target holds, counting those this deletion sends to it other than `invoiceId`. */
export function invoicesHeldBy(
  target: TargetSchedule,
  targets: ScheduleInvoiceTargets,
  invoiceId: number | null = null,
): number {
  const incoming = Object.entries(targets).filter(
    ([id, targetId]) => targetId === target.id && Number(id) !== invoiceId,
  ).length;
  return target.invoicesCount + incoming;
}

/**
 * Why the invoice may not go to this target, or null when it may: the warning 'Schedule No: {n}
 * invoices exceed more than 20 invoices' for a full schedule. New Schedule always takes it.
 */
export function targetRefusal(
  target: TargetSchedule | null,
  targets: ScheduleInvoiceTargets,
  invoiceId: number,
): string | null {
  if (target === null) return null;
  if (invoicesHeldBy(target, targets, invoiceId) >= scheduleTargetMaxInvoices) {
    return messages.schedule.targetFull(target.schedule_no);
  }
  return null;
}

/** The invoices still without a target; Proceed waits until there are none. */
export function unassignedInvoices(invoiceIds: readonly number[], targets: ScheduleInvoiceTargets): number[] {
  return invoiceIds.filter((id) => targets[String(id)] === undefined);
}

/**
 * The server's check of a delete request, first problem first, or null when it may go ahead:
 * exactly the schedule's invoices, each sent to New Schedule or to another schedule of the client
 * with room for it. `schedules` are the client's schedules other than the deleted one.
 */
export function reassignmentProblem(
  invoiceIds: readonly number[],
  schedules: readonly TargetSchedule[],
  targets: ScheduleInvoiceTargets,
): string | null {
  if (Object.keys(targets).some((id) => !invoiceIds.includes(Number(id)))) {
    return messages.schedule.workflows.unknownInvoice;
  }
  if (unassignedInvoices(invoiceIds, targets).length > 0) return messages.schedule.workflows.chooseTargets;
  for (const targetId of new Set(Object.values(targets))) {
    if (isNewScheduleTarget(targetId)) continue;
    const target = schedules.find((schedule) => schedule.id === targetId);
    if (!target) return messages.schedule.workflows.unknownTarget;
    // Checked as the dialog offered them: each invoice in turn, with the earlier ones already held.
    if (invoicesHeldBy(target, targets) > scheduleTargetMaxInvoices) {
      return messages.schedule.targetFull(target.schedule_no);
    }
  }
  return null;
}
