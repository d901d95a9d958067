import type { ReportColumn, ReportRow } from '../../../shared/contract/reports';
import { formatUsDate, isIsoDate } from '../../../shared/dates';
import { formatUsd, parseMoney, toMoneyString } from '../../../shared/money';
import type { TableColumn } from '../../kit/tableTypes';

type Cell = ReportRow[string];

/** A percentage as the reports print it: two decimals and the sign ("12.50%"). */
function formatPercent(value: Cell): string {
  if (value === null || value === '') return '';
  const exact = parseMoney(String(value));
  return exact === null ? String(value) : `${toMoneyString(exact)}%`;
}

/** A count or other number: thousands separated, as sent otherwise. */
function formatNumber(value: Cell): string {
  if (value === null || value === '') return '';
  const number = Number(value);
  return Number.isFinite(number)
    ? number.toLocaleString('en-US', { maximumFractionDigits: 4 })
    : String(value);
}

/** One cell as the page shows it: money "$1,234.50", dates MM/DD/YYYY, percentages "12.50%". */
export function reportCellText(kind: ReportColumn['kind'], value: Cell | undefined): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'money': {
      const amount = parseMoney(String(value));
      return amount === null ? String(value) : formatUsd(amount);
    }
    case 'date': {
      const text = String(value);
      const day = text.slice(0, 10);
      return isIsoDate(day) ? formatUsDate(day) : text;
    }
    case 'percent':
      return formatPercent(value);
    case 'number':
      return formatNumber(value);
    case 'text':
      return String(value);
  }
}

const rightAligned = new Set<ReportColumn['kind']>(['money', 'number', 'percent']);

/** The grid's columns, as the answer lists them: figures right-aligned, none hidden by the chooser's default. */
export function gridColumnsOf(columns: readonly ReportColumn[]): TableColumn<ReportRow>[] {
  return columns.map((column) => ({
    id: column.field,
    header: column.header,
    sortable: true,
    align: rightAligned.has(column.kind) ? 'right' : 'left',
    cell: (row) => reportCellText(column.kind, row[column.field]),
  }));
}
