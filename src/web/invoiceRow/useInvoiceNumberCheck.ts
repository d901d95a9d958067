import { useCallback } from 'react';
import type { Reissue } from '../../shared/contract/invoiceLookups';
import { serverMessageOf } from '../api/serverMessage';
import { useCheckInvoiceNumberMutation } from './invoiceRowApi';

/** What the unique-number check found. */
export type NumberVerdict =
  | { kind: 'free' }
  /** A funded invoice with nothing owed: offered as a Zero Funding re-issue. */
  | { kind: 'zeroFunding'; message: string; reissue: Reissue }
  /** Taken (or the check failed): the number is cleared and the message shown. */
  | { kind: 'taken'; message: string | null };

export interface NumberToCheck {
  invoice_no: string;
  prospect_id: number;
  debtor_id: number;
  /** The invoice being edited, which keeps its own number. */
  id?: number;
}

/** Checks an invoice number when its field is left (spec part 2 §4). */
export function useInvoiceNumberCheck(): (number: NumberToCheck) => Promise<NumberVerdict> {
  const [check] = useCheckInvoiceNumberMutation();
  return useCallback(
    async (number) => {
      try {
        const answer = await check(number).unwrap();
        if (answer.unique) return { kind: 'free' };
        if (answer.invoice) return { kind: 'zeroFunding', message: answer.message, reissue: answer.invoice };
        return { kind: 'taken', message: answer.message };
      } catch (error) {
        return { kind: 'taken', message: serverMessageOf(error) };
      }
    },
    [check],
  );
}
