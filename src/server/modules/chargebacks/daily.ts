import { todayIso } from '../../../shared/dates';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { runChargebacks } from './job';

/** The hour, server time, the daily chargeback job runs at. */
export const chargebackJobHour = 2;

/** Milliseconds from `now` to the next 02:00 server time (tomorrow's when it is past today's). */
export function msUntilNextRun(now: Date): number {
  const next = new Date(now);
  next.setHours(chargebackJobHour, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

export interface ChargebackScheduleLog {
  info(message: string): void;
  error(message: string): void;
}

/**
 * The daily chargeback job (docs/decisions/0028-cash-comes-back.md, Chargebacks): once now (the
 * database is prepared) and then every day at 02:00 server time, each run logging a line of counts.
 * Runs never overlap: the next is timed only once one has finished. Answers a stop for shutdown.
 */
export function startChargebackSchedule(db: Db, clock: Clock, log: ChargebackScheduleLog): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const runOnce = async () => {
    const asOf = todayIso(clock.now());
    try {
      const result = await runChargebacks(db, asOf, {
        onError: (what, error) =>
          log.error(
            `chargebacks:run ${asOf}: ${what} failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
      });
      log.info(
        `chargebacks:run ${asOf}: ${result.raised} raised, ${result.feesAccrued} per-day fees accrued, ${result.failed} failed`,
      );
    } catch (error) {
      log.error(`chargebacks:run ${asOf} stopped: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const plan = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(plan);
    }, msUntilNextRun(clock.now()));
    timer.unref();
  };
  void runOnce().finally(plan);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
