import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { ReportColumn, ReportRow } from '../../shared/contract/reports';
import { cellText, finished, isoDayOf, withoutControls } from './cells';
import type { TableDocument, TableWriter } from './table';

/**
 * A table as an Excel workbook, written with exceljs's streaming WorkbookWriter: each row is
 * committed to the zip as soon as it is added, so a sheet of any length is written in constant
 * memory. One sheet: the title (bold), the notes (the filters, the period, 'As of …'), a blank
 * row, the header (bold, frozen, with a filter) and the rows. Money cells are numbers formatted
 * $#,##0.00, dates real dates (mm/dd/yyyy), counts numbers, percentages numbers shown with two
 * decimals and a % sign; text stays text (a string cell is never a formula in xlsx).
 */

const moneyFormat = '$#,##0.00';
const dateFormat = 'mm/dd/yyyy';
const percentFormat = '0.00"%"';
const numberFormat = '#,##0';

/** Excel's sheet names: at most 31 characters, none of []:*?/\. */
export function sheetName(title: string): string {
  const name = withoutControls(title)
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31)
    .trim();
  return name || 'Sheet1';
}

function columnWidth(column: ReportColumn): number {
  const byKind = { text: 24, money: 16, date: 12, number: 10, percent: 10 }[column.kind];
  return Math.min(60, Math.max(byKind, column.header.length + 2));
}

/** The cell's value as Excel stores it: a number, a date, text, or nothing. */
function excelValue(column: ReportColumn, row: ReportRow): ExcelJS.CellValue {
  const value = row[column.field];
  if (value === null || value === undefined || value === '') return null;
  if (column.kind === 'text') return typeof value === 'string' ? value : String(value);
  if (column.kind === 'date') {
    const day = isoDayOf(cellText(row, column.field));
    if (!day) return cellText(row, column.field);
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(year, month - 1, date));
  }
  const number = typeof value === 'number' ? value : Number(value.replace(/[$,%\s]/g, ''));
  return Number.isFinite(number) ? number : cellText(row, column.field);
}

const formats: Readonly<Record<ReportColumn['kind'], string | undefined>> = {
  text: undefined,
  money: moneyFormat,
  date: dateFormat,
  number: numberFormat,
  percent: percentFormat,
};

export const writeXlsx: TableWriter = async (document: TableDocument, out: Writable, progress) => {
  const done = finished(out);
  done.catch(() => undefined);
  const { columns } = document;
  // Loaded on the first Excel file, not with the server: it takes a fifth of a second to load.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'FactorDesk';
  const headerRow = document.notes.length + 3;
  const sheet = workbook.addWorksheet(sheetName(document.title), {
    views: [{ state: 'frozen', ySplit: headerRow }],
  });
  sheet.columns = columns.map((column) => ({ key: column.field, width: columnWidth(column) }));

  const title = sheet.addRow([withoutControls(document.title)]);
  title.font = { bold: true, size: 14 };
  title.commit();
  for (const note of document.notes) sheet.addRow([withoutControls(note)]).commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EDF2' } };
    cell.border = { bottom: { style: 'thin' } };
    if (column.kind !== 'text') cell.alignment = { horizontal: 'right' };
  });
  header.commit();
  if (columns.length > 0) {
    sheet.autoFilter = {
      from: { row: headerRow, column: 1 },
      to: { row: headerRow, column: columns.length },
    };
  }

  // One style object per column and weight, shared by every cell: exceljs recognises an object it
  // has seen and skips building the style again, which is most of a cell's cost otherwise.
  const styleOf = (column: ReportColumn, bold: boolean): Partial<ExcelJS.Style> => {
    const format = formats[column.kind];
    return { ...(format ? { numFmt: format } : {}), ...(bold ? { font: { bold: true } } : {}) };
  };
  const plainStyles = columns.map((column) => styleOf(column, false));
  const boldStyles = columns.map((column) => styleOf(column, true));
  const addRow = (row: ReportRow, bold: boolean) => {
    const added = sheet.addRow(columns.map((column) => excelValue(column, row)));
    const styles = bold ? boldStyles : plainStyles;
    for (let index = 0; index < columns.length; index++) {
      added.getCell(index + 1).style = styles[index]!;
    }
    added.commit();
  };

  let rows = 0;
  for await (const batch of document.rows) {
    for (const row of batch) addRow(row, false);
    rows += batch.length;
    progress?.(rows);
    // A slow reader: wait until it has taken what the zip has handed on.
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  const totals = document.totals ? await document.totals() : null;
  if (totals) addRow(totals, true);
  sheet.commit();
  await workbook.commit();
  await done;
  return { rows };
};
