import { NotAvailablePage } from '../home';

/** Replaced by the feature's screen. */
export function ClientListPage() {
  return <NotAvailablePage title="ClientListPage" />;
}
