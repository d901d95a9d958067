import { invoiceNoteTruncateAt } from '../../shared/constants';
import { formatUsDate } from '../../shared/dates';
import { messages } from '../../shared/messages';

/** An invoice or schedule number, or 'Unassigned' when there is none (spec part 2 §3). */
export function numberOrUnassigned(value: string | number | null): string {
  return value === null || value === '' ? messages.invoice.unassigned : String(value);
}

/** The funding date as MM/DD/YYYY, or 'Not Funded'. */
export function fundingDateText(value: string | null): string {
  return value === null ? messages.invoice.notFunded : formatUsDate(value);
}

/** The list shows a note's first 30 characters (the cell shows the rest on hover). */
export const noteCellMax = invoiceNoteTruncateAt;
