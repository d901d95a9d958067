import type { IsoDate } from '../../../shared/dates';
import { monthStartOf } from '../../../shared/reportPeriods';

/** The first day of the month of an ISO date, of the month after it, and the month ('YYYY-MM'). */
export function monthOf(today: IsoDate): { start: IsoDate; next: IsoDate; month: string } {
  const start = monthStartOf(today, 0);
  return { start, next: monthStartOf(today, 1), month: start.slice(0, 7) };
}

/** When the agreement says a month's commission is paid: the 15th of the month after ('YYYY-MM'). */
export function payableBy(month: string, day: number): IsoDate {
  return `${monthOf(`${month}-01`).next.slice(0, 8)}${String(day).padStart(2, '0')}`;
}
