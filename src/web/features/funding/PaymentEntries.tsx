import { Classes, Divider } from '@blueprintjs/core';
import type { PaymentWithEntries } from '../../../shared/contract/funding';
import { messages } from '../../../shared/messages';
import { JournalEntryTable } from './JournalEntryTable';

const J = messages.funding.screens.journalEntry;

export interface PaymentEntriesProps {
  payment: PaymentWithEntries;
}

/** What a payment did to the books: the entry it posted, then the contra entry once reversed. */
export function PaymentEntries({ payment }: PaymentEntriesProps) {
  const { journal_entry: entry, reversal_entry: reversal } = payment;
  if (!entry) return <p className={Classes.TEXT_MUTED}>{J.none}</p>;
  return (
    <section aria-label={J.paymentEntries(payment.transaction_number)}>
      <JournalEntryTable entry={entry} />
      {reversal && (
        <>
          <Divider />
          <JournalEntryTable entry={reversal} reverses={entry.id} />
        </>
      )}
    </section>
  );
}
