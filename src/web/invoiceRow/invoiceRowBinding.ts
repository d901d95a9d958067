import type { InvoiceRowInput } from '../../shared/validation/invoiceRow';

/** An invoice row's values: those of the invoice form carry a note too. */
export type InvoiceRowValues = InvoiceRowInput & { note?: string | undefined };
export type InvoiceRowField = keyof InvoiceRowValues & string;

/** How a form keeps one invoice row: its values, its messages and its changes. */
export interface InvoiceRowBinding {
  values: InvoiceRowValues;
  /** The message to show at a field, if any. */
  errorOf: (field: InvoiceRowField) => string | undefined;
  /** Changes some values; `touched` names a field whose message shows from now on. */
  change: (patch: Partial<InvoiceRowValues>, touched?: InvoiceRowField) => void;
  touch: (field: InvoiceRowField) => void;
}

/** Which fields the user may not change here (spec part 2 §4 role locks), and the form's own locks. */
export interface InvoiceRowLocks {
  /** Everything: a deleted or funded invoice, or a user who may not save. */
  all: boolean;
  /** The debtor of a saved invoice. */
  parties: boolean;
  /** A client user keeps commitment date and expected payment mode as they are. */
  commitment: boolean;
  paymentMode: boolean;
  /** A number accepted for Zero Funding. */
  number: boolean;
}
