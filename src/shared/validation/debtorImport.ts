import { z } from 'zod';
import { defaultFaxCode, defaultPhoneCode } from '../constants';
import { parseTypedAmount } from '../money';
import { debtorProfileShape, DebtorContactsSchema, FeinSchema } from './debtorForm';

/**
 * The debtor import file (docs/decisions/0007-debtor-import.md): a UTF-8 CSV with a header row,
 * one debtor per row for one client, with at most one contact. Columns may come in any order and
 * any letter case; the optional ones may be left out.
 */

export const importColumns = [
  'client',
  'debtor_name',
  'email',
  'fein',
  'phone',
  'phone_code',
  'fax',
  'address',
  'zip',
  'state',
  'city',
  'industry',
  'credit_limit',
  'comments',
  'contact_first_name',
  'contact_last_name',
  'contact_email',
  'contact_department',
  'contact_phone',
  'contact_fax',
] as const;
export type ImportColumn = (typeof importColumns)[number];

/** Columns every file must have. `client` may be left out by a client user (its own company). */
export const requiredImportColumns: readonly ImportColumn[] = [
  'debtor_name',
  'email',
  'fein',
  'phone',
  'address',
  'zip',
  'credit_limit',
];

/** The first contact's columns, which all begin `contact_`. */
const contactColumns: readonly ImportColumn[] = importColumns.filter((column) =>
  column.startsWith('contact_'),
);

/** Ours: the most rows and bytes one file may hold, so one import stays one short transaction. */
export const importLimits = { maxRows: 500, maxBytes: 1_000_000 } as const;

/** One data row's cells by column ('' for a column the file leaves out). */
export type ImportCells = Readonly<Record<ImportColumn, string>>;

/** A row as the debtor form's rules read it: the form's fields, its one contact when any is given. */
export const DebtorImportRowSchema = z.strictObject({
  ...debtorProfileShape,
  fein: FeinSchema,
  pocs: DebtorContactsSchema,
});
export type DebtorImportRow = z.output<typeof DebtorImportRowSchema>;

/**
 * The credit limit cell as wire text: a spreadsheet may write "25,000.00" or "$25,000", which a
 * person typed; anything that is no amount (such as "5,00") goes on as it is, to be refused.
 */
function creditLimitOf(cell: string): string {
  return parseTypedAmount(cell)?.toFixed() ?? cell;
}

/** The form values of a row for the client `prospectId`; a row with every contact cell blank has no contact. */
export function importRowValues(cells: ImportCells, prospectId: number): Record<string, unknown> {
  const hasContact = contactColumns.some((column) => cells[column].trim() !== '');
  return {
    prospect_id: prospectId,
    debtor_name: cells.debtor_name,
    country_phone_code: cells.phone_code.trim() || defaultPhoneCode,
    phone: cells.phone,
    country_fax_code: defaultFaxCode,
    fax: cells.fax,
    email: cells.email,
    address: cells.address,
    zip: cells.zip,
    state: cells.state,
    city: cells.city,
    credit_limit: creditLimitOf(cells.credit_limit),
    optional_comments: cells.comments,
    industry: cells.industry,
    industry_id: null,
    fein: cells.fein,
    pocs: hasContact
      ? [
          {
            first_name: cells.contact_first_name,
            last_name: cells.contact_last_name,
            email: cells.contact_email,
            department: cells.contact_department,
            country_phone_code: defaultPhoneCode,
            phone: cells.contact_phone,
            country_fax_code: defaultFaxCode,
            fax: cells.contact_fax,
          },
        ]
      : [],
  };
}

const templateExample: ImportCells = {
  client: 'Acme Freight Lines',
  debtor_name: 'Northwind Traders',
  email: 'ap@northwind.example',
  fein: '12-3456789',
  phone: '214-555-0100',
  phone_code: '+1',
  fax: '',
  address: '100 Main Street',
  zip: '75201',
  state: '',
  city: '',
  industry: 'Distribution',
  credit_limit: '25000.00',
  comments: '',
  contact_first_name: 'Jamie',
  contact_last_name: 'Reyes',
  contact_email: 'jamie.reyes@northwind.example',
  contact_department: 'Accounts Payable',
  contact_phone: '214-555-0101',
  contact_fax: '',
};

/** The file the Import dialog offers as a template: the header and one example row. */
export function importTemplateCsv(): string {
  const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return [importColumns.join(','), importColumns.map((c) => quote(templateExample[c])).join(',')].join(
    '\r\n',
  );
}
