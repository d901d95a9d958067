import { datePickerMaxYear, datePickerMinYear } from './constants';

/**
 * Dates as the spec shows and sends them: users read and type MM/DD/YYYY, the API carries
 * calendar dates as YYYY-MM-DD strings (no time zone to drift), timestamps display as
 * MM/DD/YYYY HH:mm. Pickers accept the years 1945 to 2050.
 */

/** A calendar date on the wire, 'YYYY-MM-DD'. */
export type IsoDate = string;

export const minDateYear = datePickerMinYear;
export const maxDateYear = datePickerMaxYear;

const pad2 = (n: number): string => String(n).padStart(2, '0');
const pad4 = (n: number): string => String(n).padStart(4, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** True when the year lies within the pickers' range 1945–2050. */
export function isYearInRange(year: number): boolean {
  return year >= minDateYear && year <= maxDateYear;
}

/**
 * Reads what a user typed, strictly 'MM/DD/YYYY' (one-digit month and day tolerated), into an
 * ISO date; null for anything else, an impossible date (02/30/2024) or a year outside 1945–2050.
 */
export function parseUsDate(text: string): IsoDate | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const year = Number(match[3]);
  if (!isYearInRange(year) || !isCalendarDate(year, month, day)) return null;
  return `${pad4(year)}-${pad2(month)}-${pad2(day)}`;
}

/** A date as typed or sent, 'YYYY-MM-DD' or 'MM/DD/YYYY', as an ISO date; null when it is neither. */
export function readDate(value: string): IsoDate | null {
  const text = value.trim();
  return isIsoDate(text) ? text : parseUsDate(text);
}

/** True when the text is a real calendar date 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** 'YYYY-MM-DD' (or a longer ISO timestamp, whose date part is taken) -> 'MM/DD/YYYY'; '' when empty or invalid. */
export function formatUsDate(value: IsoDate | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const iso = value instanceof Date ? isoFromDate(value) : value.slice(0, 10);
  if (!isIsoDate(iso)) return '';
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/** The local calendar date of a Date object as 'YYYY-MM-DD'. */
export function isoFromDate(date: Date): IsoDate {
  return `${pad4(date.getFullYear())}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** Local midnight of an ISO date (for pickers); null when invalid. */
export function dateFromIso(iso: IsoDate): Date | null {
  if (!isIsoDate(iso.slice(0, 10))) return null;
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** Today's local calendar date (pass a clock's now for tests and the server). */
export function todayIso(now: Date = new Date()): IsoDate {
  return isoFromDate(now);
}

/** The ISO date `days` after (or before, when negative) the given one. */
export function addDaysIso(iso: IsoDate, days: number): IsoDate {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad4(shifted.getUTCFullYear())}-${pad2(shifted.getUTCMonth() + 1)}-${pad2(shifted.getUTCDate())}`;
}

/** ISO dates compare as text: negative, 0 or positive. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The first and last day the pickers allow. */
export const minPickerDate: IsoDate = `${minDateYear}-01-01`;
export const maxPickerDate: IsoDate = `${maxDateYear}-12-31`;

/**
 * 'MM/DD/YYYY HH:mm' (24-hour) of an instant, in the given IANA time zone or the local one;
 * '' when the value is empty or not a date.
 */
export function formatUsDateTime(value: Date | string | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')} ${part('hour')}:${part('minute')}`;
}
