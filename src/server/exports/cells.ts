import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { ReportCellKind, ReportRow } from '../../shared/contract/reports';
import { formatUsDate, isIsoDate } from '../../shared/dates';

/**
 * What the three table writers share: how a cell reads as text, how a date cell is recognised, and
 * how a writer waits for a slow reader so a long file never piles up in memory.
 */

/** A cell's value as text: '' for none. */
export function cellText(row: ReportRow, field: string): string {
  const value = row[field];
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? String(value) : value;
}

/** A date cell's ISO day ('YYYY-MM-DD', or the date part of a timestamp); null when it is not one. */
export function isoDayOf(value: string): string | null {
  const day = value.slice(0, 10);
  return isIsoDate(day) ? day : null;
}

/** A cell as a person reads it in a text file: dates MM/DD/YYYY, everything else as it came. */
export function printedCell(kind: ReportCellKind, text: string): string {
  if (kind === 'date') {
    const day = isoDayOf(text);
    return day ? formatUsDate(day) : text;
  }
  return text;
}

/** Control characters (but tab) have no business in a printed cell: they become spaces. */
export function withoutControls(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, ' ');
}

/** Writes a chunk, and when the stream's buffer is full waits until the reader has drained it. */
export async function writeChunk(out: Writable, chunk: string | Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Resolves once every byte written to `out` has been handed on (its 'finish'), rejects on its error. */
export function finished(out: Writable): Promise<void> {
  if (out.writableFinished) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      out.off('finish', onFinish);
      reject(error);
    };
    const onFinish = () => {
      out.off('error', onError);
      resolve();
    };
    out.once('finish', onFinish);
    out.once('error', onError);
  });
}
