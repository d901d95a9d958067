import type { Writable } from 'node:stream';
import { writeCsv } from './csv';
import { writePdf } from './pdf';
import { tableContentTypes, type TableDocument, type TableFormat, type TableWriter } from './table';
import { writeXlsx } from './xlsx';

/** The writer of each format. Each ends `out` once the file is complete. */
export const tableWriters: Readonly<Record<TableFormat, TableWriter>> = {
  csv: writeCsv,
  xlsx: writeXlsx,
  pdf: writePdf,
};

/** Writes the document in the format to `out` (and ends it); answers how many rows it wrote. */
export function writeTable(
  format: TableFormat,
  document: TableDocument,
  out: Writable,
  progress?: (rowsWritten: number) => void,
): Promise<{ rows: number }> {
  return tableWriters[format](document, out, progress);
}

/** A file name for the table: its title in plain characters, the day, the format's extension. */
export function tableFileName(title: string, format: TableFormat, day?: string): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '_')
      .slice(0, 60) || 'report';
  return `${base}${day ? `_${day}` : ''}.${format}`;
}

export { tableContentTypes };
