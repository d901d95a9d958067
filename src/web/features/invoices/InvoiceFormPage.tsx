import { useCurrentUser } from '../../session/currentUser';
import { DebtorInvoicePage } from './DebtorInvoicePage';
import { InvoiceEditor } from './InvoiceEditor';
import { viewerKindOf } from '../../session/viewerKind';

/** /addnewinvoice: a debtor user's view of an invoice it owes, or the invoice form of staff and clients. */
export function InvoiceFormPage() {
  const viewer = viewerKindOf(useCurrentUser());
  return viewer === 'debtor' ? <DebtorInvoicePage /> : <InvoiceEditor viewer={viewer} />;
}
