import type { ScheduleStage } from '../../../shared/contract/workspace';
import type { schedules } from '../../db/schema';

/** Where a schedule stands, the furthest step first: deleted, funded, verified, else open. */
export function stageOf(schedule: typeof schedules.$inferSelect): ScheduleStage {
  if (schedule.deletedAt !== null) return 'deleted';
  if (schedule.scheduleFundDate !== null) return 'funded';
  if (schedule.verifiedAt !== null) return 'verified';
  return 'open';
}
