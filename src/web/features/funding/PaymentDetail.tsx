import type { ClientPayment, PaymentWithEntries } from '../../../shared/contract/funding';
import { PaymentAchFileButton } from './PaymentAchFileButton';
import { PaymentEntries } from './PaymentEntries';
import { PaymentStatement } from './PaymentStatement';

export interface PaymentDetailProps {
  /** A payment as Show Payment answers it: staff's with its journal entries, a client's without. */
  payment: PaymentWithEntries | ClientPayment;
}

/**
 * Under a payment in Show Payment: what it did to the books for staff, its statement for a client,
 * and its ACH file when it was made by ACH.
 */
export function PaymentDetail({ payment }: PaymentDetailProps) {
  return (
    <>
      {'journal_entry' in payment ? (
        <PaymentEntries payment={payment} />
      ) : (
        <PaymentStatement payment={payment} />
      )}
      <PaymentAchFileButton payment={payment} />
    </>
  );
}
