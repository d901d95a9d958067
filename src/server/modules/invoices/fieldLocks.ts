import type { IsoDate } from '../../../shared/dates';
import type { Caller } from '../../http/caller';
import { partyOf } from '../../http/scope';
import type { InvoiceRecord } from './records';

/** What a user may set on an invoice, whichever form sends it. */
export interface InvoiceValues {
  debtorContact: string[];
  invoiceNo: string;
  invoiceAmount: string;
  invoiceDate: IsoDate;
  commitmentDate: IsoDate | null;
  tentativePaymentMode: string;
  status: number;
  paymentType: number;
  note: string;
}

/** The values of a form's invoice fields. */
export function valuesOf(form: {
  debtor_contact: string[];
  invoice_no: string;
  invoice_amount: string;
  invoice_date: IsoDate;
  commitment_date: IsoDate | null;
  Tentative_payment_mode: string;
  status: number;
  payment_type: number;
  note?: string;
}): InvoiceValues {
  return {
    debtorContact: form.debtor_contact,
    invoiceNo: form.invoice_no,
    invoiceAmount: form.invoice_amount,
    invoiceDate: form.invoice_date,
    commitmentDate: form.commitment_date,
    tentativePaymentMode: form.Tentative_payment_mode,
    status: form.status,
    paymentType: form.payment_type,
    note: form.note ?? '',
  };
}

/** The values a saved invoice holds. */
export function storedValues(stored: InvoiceRecord): InvoiceValues {
  return {
    debtorContact: stored.debtorContact,
    invoiceNo: stored.invoiceNo,
    invoiceAmount: stored.invoiceAmount,
    invoiceDate: stored.invoiceDate,
    commitmentDate: stored.commitmentDate,
    tentativePaymentMode: stored.tentativePaymentMode,
    status: stored.status,
    paymentType: stored.paymentType,
    note: stored.note,
  };
}

/**
 * The role locks of spec part 2 §4, whatever the browser sent: a client user keeps the commitment
 * date and the expected payment mode as they are (none on a new invoice). A debtor user saves no
 * form: its own part goes through invoice/debtor_update.
 */
export function lockedFor(
  caller: Caller,
  wanted: InvoiceValues,
  stored: InvoiceRecord | null,
): InvoiceValues {
  const party = partyOf(caller).kind;
  if (party === 'client') {
    return {
      ...wanted,
      commitmentDate: stored?.commitmentDate ?? null,
      tentativePaymentMode: stored?.tentativePaymentMode ?? '',
    };
  }
  return wanted;
}
