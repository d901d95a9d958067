import { extname } from 'node:path';
import { messages } from '../../../shared/messages';
import {
  importColumns,
  importLimits,
  requiredImportColumns,
  type ImportCells,
  type ImportColumn,
} from '../../../shared/validation/debtorImport';
import { badRequest } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { parseCsv } from './csv';

const S = messages.debtor.screens;

/** One data row of an import file: its number as a spreadsheet shows it, and its cells by column. */
export interface ImportRecord {
  row: number;
  cells: ImportCells;
  /** True when the row has filled cells beyond the header's columns. */
  overflows: boolean;
}

function isImportColumn(name: string): name is ImportColumn {
  return (importColumns as readonly string[]).includes(name);
}

function isBlankLine(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/**
 * Reads the uploaded CSV into rows by column, refusing (400) a file that is not a readable CSV,
 * names an unknown column, lacks a required one, or holds no rows or too many. `needsClient` adds
 * `client` to the required columns (staff name the client of every row; a client user need not).
 */
export function readImportFile(file: UploadedFile | undefined, needsClient: boolean): ImportRecord[] {
  if (!file) throw badRequest(messages.files.fileRequired);
  const extension = extname(file.filename).slice(1).toLowerCase();
  if (extension !== 'csv') throw badRequest(messages.files.typeNotAllowed(extension || file.filename));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.data);
  } catch {
    throw badRequest(S.fileUnreadable);
  }
  const lines = parseCsv(text);
  if (lines === null) throw badRequest(S.fileUnreadable);
  // Spreadsheet row numbers count blank lines too, so they are dropped only after numbering.
  const numbered = lines
    .map((cells, index) => ({ row: index + 1, cells }))
    .filter((l) => !isBlankLine(l.cells));
  const [header, ...data] = numbered;
  if (!header) throw badRequest(S.fileEmpty);

  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const unknown = names.filter((name, index) => !isImportColumn(name) || names.indexOf(name) !== index);
  if (unknown.length > 0) throw badRequest(S.fileUnknownColumns(unknown.join(', ')));
  const required = needsClient ? ['client', ...requiredImportColumns] : requiredImportColumns;
  const missing = required.filter((column) => !names.includes(column));
  if (missing.length > 0) throw badRequest(S.fileMissingColumns(missing.join(', ')));
  if (data.length === 0) throw badRequest(S.fileEmpty);
  if (data.length > importLimits.maxRows) throw badRequest(S.fileTooManyRows(importLimits.maxRows));

  return data.map(({ row, cells }) => {
    const byColumn = Object.fromEntries(importColumns.map((column) => [column, ''])) as Record<
      ImportColumn,
      string
    >;
    names.forEach((name, index) => {
      if (isImportColumn(name)) byColumn[name] = (cells[index] ?? '').trim();
    });
    return { row, cells: byColumn, overflows: !isBlankLine(cells.slice(names.length)) };
  });
}
