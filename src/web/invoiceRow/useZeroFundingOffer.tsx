import { useState } from 'react';
import type { Reissue } from '../../shared/contract/invoiceLookups';
import { messages } from '../../shared/messages';
import { toastWarning } from '../kit/toast';
import type { InvoiceRowValues } from './invoiceRowBinding';
import { useInvoiceNumberCheck, type NumberVerdict } from './useInvoiceNumberCheck';
import { ZeroFundingDialog } from './ZeroFundingDialog';

/** An invoice number whose field was just left, with what the check needs to know of its row. */
export interface LeftNumber {
  invoiceNo: string;
  prospectId: number | null;
  debtorId: number | null;
  /** The stored invoice of the row, which may keep its own number. */
  stored: { id: number; invoice_no: string } | null;
  /** A number accepted for Zero Funding is not checked again. */
  locked: boolean;
}

/** What a Zero Funding re-issue copies of the funded invoice (spec part 2 §4). */
function reissueValues(reissue: Reissue): Partial<InvoiceRowValues> {
  return {
    invoice_no: reissue.invoice_no,
    invoice_amount: reissue.invoice_amount,
    invoice_date: reissue.invoice_date,
    invoice_due_date: reissue.invoice_due_date,
    advance_amount: reissue.advance_amount,
    payment_type: reissue.payment_type,
    commitment_date: null,
  };
}

type Offer<T> = Extract<NumberVerdict, { kind: 'zeroFunding' }> & { row: T };

/**
 * The unique-number check of an invoice row when its number field is left (spec part 2 §4): a
 * taken number is cleared with the server's message; a funded one with nothing owed is offered as
 * a Zero Funding re-issue, which fills the row and locks its number, or clears it when declined.
 * `apply` changes the row named by `row` (the invoice form has one, the schedule form many).
 */
export function useZeroFundingOffer<T>(
  apply: (row: T, patch: Partial<InvoiceRowValues>, lockNumber: boolean) => void,
) {
  const checkNumber = useInvoiceNumberCheck();
  const [offer, setOffer] = useState<Offer<T> | null>(null);

  const numberLeft = async (row: T, left: LeftNumber) => {
    const invoiceNo = left.invoiceNo.trim();
    const { prospectId, debtorId, stored } = left;
    if (left.locked || prospectId === null || debtorId === null || !/^\d{1,6}$/.test(invoiceNo)) return;
    if (stored && stored.invoice_no === invoiceNo) return;
    const verdict = await checkNumber({
      invoice_no: invoiceNo,
      prospect_id: prospectId,
      debtor_id: debtorId,
      ...(stored ? { id: stored.id } : {}),
    });
    if (verdict.kind === 'zeroFunding') setOffer({ ...verdict, row });
    if (verdict.kind === 'taken') {
      apply(row, { invoice_no: '' }, false);
      void toastWarning(
        messages.titles.validationFailed,
        verdict.message ?? messages.invoice.screens.numberTaken,
      );
    }
  };

  const offerDialog = offer && (
    <ZeroFundingDialog
      message={offer.message}
      onAccept={() => {
        apply(offer.row, reissueValues(offer.reissue), true);
        setOffer(null);
      }}
      onClose={() => {
        apply(offer.row, { invoice_no: '' }, false);
        setOffer(null);
      }}
    />
  );

  return { numberLeft, offerDialog };
}
