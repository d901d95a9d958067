import type { Writable } from 'node:stream';
import type { ReportColumn, ReportRow } from '../../shared/contract/reports';

/**
 * A table to be written as a file: the reports' and the general ledger's exports (CSV, xlsx, PDF)
 * all go through one writer per format (./csv.ts, ./xlsx.ts, ./pdf.ts, chosen by ./writeTable.ts).
 * Rows arrive in batches, read from a database cursor, so a file of any length is written in
 * constant memory.
 */
export type TableFormat = 'csv' | 'xlsx' | 'pdf';

export interface TableDocument {
  title: string;
  /** Lines under the title: the filters, the period, and 'As of MM/DD/YYYY' when run as of a past day. */
  notes: readonly string[];
  columns: readonly ReportColumn[];
  /** The rows, batch by batch, in the order they are printed. */
  rows: AsyncIterable<readonly ReportRow[]>;
  /** A last row of totals, asked for once every row is written; null for none. */
  totals?: () => Promise<ReportRow | null>;
}

/** Writes the document to `out` in the format; answers how many rows it wrote. */
export type TableWriter = (
  document: TableDocument,
  out: Writable,
  progress?: (rowsWritten: number) => void,
) => Promise<{ rows: number }>;

export const tableContentTypes: Readonly<Record<TableFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};
