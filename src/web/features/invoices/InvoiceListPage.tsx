import { useCurrentUser } from '../../session/currentUser';
import { DebtorInvoiceList } from './DebtorInvoiceList';
import { InvoiceList } from './InvoiceList';
import { viewerKindOf } from '../../session/viewerKind';

/** /invoices: a debtor user's list of what it owes, or the list staff and client users work in. */
export function InvoiceListPage() {
  const viewer = viewerKindOf(useCurrentUser());
  return viewer === 'debtor' ? <DebtorInvoiceList /> : <InvoiceList viewer={viewer} />;
}
