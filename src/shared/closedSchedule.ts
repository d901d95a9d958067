import { messages } from './messages';

/**
 * Whether a schedule may still take new invoices (docs/decisions/0012-closed-schedules.md). A
 * schedule that is deleted, verified or funded, or whose client is terminated, is closed: what was
 * verified and bought stays what it was. Its saved invoices may still be edited (an edit clears the
 * invoice's verification mark, and a payment may then fund it as one of the schedule's unverified
 * invoices), but no invoice joins it, by any screen or call.
 */
export interface ScheduleStanding {
  scheduleNo: string | number;
  deleted: boolean;
  verified: boolean;
  funded: boolean;
  /** Its client is terminated. */
  terminated: boolean;
}

/** Why the schedule takes no new invoice, or null while it is open. */
export function closedScheduleRefusal(schedule: ScheduleStanding): string | null {
  const S = messages.schedule.screens;
  if (schedule.deleted) return S.closedDeleted(schedule.scheduleNo);
  if (schedule.terminated) return S.closedTerminated(schedule.scheduleNo);
  if (schedule.funded) return S.closedFunded(schedule.scheduleNo);
  if (schedule.verified) return S.closedVerified(schedule.scheduleNo);
  return null;
}
