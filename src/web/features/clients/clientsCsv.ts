import type { ClientRow } from '../../../shared/contract/clients';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { saveBlob } from '../../api/objectUrl';
import { clientStatusName } from './clientColumns';

const L = messages.clients.screens.labels;

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Export: the list's rows as filtered, in its columns, as CSV text (RFC 4180). */
export function clientsCsv(rows: readonly ClientRow[]): string {
  const header = [
    L.businessName,
    L.contactName,
    L.email,
    L.phone,
    L.factoringLimit,
    L.activeCreditLimit,
    L.promotedDate,
    L.status,
  ];
  const lines = rows.map((row) =>
    [
      row.company_business_name,
      row.poc_name,
      row.poc_email,
      `${row.company_country_phone_code} ${row.company_phone}`.trim(),
      row.factoring_limit ?? '',
      row.active_credit_limit ?? '',
      formatUsDate(row.promoted_at),
      clientStatusName(row),
    ].map(cell),
  );
  return [header.map(cell), ...lines].map((line) => line.join(',')).join('\r\n') + '\r\n';
}

/** Hands the text to the browser as a download. */
export function downloadCsv(text: string, fileName: string): void {
  saveBlob(new Blob([text], { type: 'text/csv' }), fileName);
}
