import { NotAvailablePage } from '../home';

/** Replaced by the feature's screen. */
export function ClientChecklistPage() {
  return <NotAvailablePage title="ClientChecklistPage" />;
}
