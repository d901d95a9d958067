import type { Writable } from 'node:stream';
import type { ReportColumn, ReportRow } from '../../shared/contract/reports';
import { cellText, finished, printedCell, withoutControls, writeChunk } from './cells';
import type { TableDocument, TableWriter } from './table';

/**
 * A table as CSV (RFC 4180): fields separated by commas, records by CRLF, a field quoted when it
 * holds a comma, a quote, a line break or an edge space, its quotes doubled. The file opens with a
 * UTF-8 byte-order mark so Excel reads accents and symbols as UTF-8. The title and the notes (the
 * filters, the period, 'As of …') come first, one per line, then a blank line, the header and the
 * rows; money stays a plain decimal ("1234.50") so a spreadsheet reads it as a number.
 *
 * A text cell that begins with = + - @ (or a tab or carriage return) would be taken by a
 * spreadsheet as a formula: it is written with a leading apostrophe (OWASP's CSV injection guard).
 * Money, number and percent cells are not touched: "-12.50" is a refund, not a formula.
 */

export const utf8Bom = '\ufeff';

/** One field, quoted when it must be. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A text cell a spreadsheet would run as a formula, made inert. */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvCell(column: ReportColumn, row: ReportRow): string {
  const text = printedCell(column.kind, cellText(row, column.field));
  return csvField(column.kind === 'text' ? guardFormula(text) : text);
}

/** One record with its CRLF. */
export function csvRecord(cells: readonly string[]): string {
  return `${cells.join(',')}\r\n`;
}

function rowRecord(columns: readonly ReportColumn[], row: ReportRow): string {
  return csvRecord(columns.map((column) => csvCell(column, row)));
}

export const writeCsv: TableWriter = async (document: TableDocument, out: Writable, progress) => {
  const done = finished(out);
  // A rejected `done` before it is awaited must not count as unhandled.
  done.catch(() => undefined);
  const { columns } = document;
  let head = utf8Bom;
  for (const line of [document.title, ...document.notes]) {
    head += csvRecord([csvField(guardFormula(withoutControls(line)))]);
  }
  head += '\r\n';
  head += csvRecord(columns.map((column) => csvField(guardFormula(column.header))));
  await writeChunk(out, head);
  let rows = 0;
  for await (const batch of document.rows) {
    let chunk = '';
    for (const row of batch) chunk += rowRecord(columns, row);
    rows += batch.length;
    await writeChunk(out, chunk);
    progress?.(rows);
  }
  const totals = document.totals ? await document.totals() : null;
  if (totals) await writeChunk(out, rowRecord(columns, totals));
  out.end();
  await done;
  return { rows };
};
