import { NotAvailablePage } from '../home';

/** Replaced by the feature's screen. */
export function ClientDetailsPage() {
  return <NotAvailablePage title="ClientDetailsPage" />;
}
