import { NotAvailablePage } from '../home';

/** Replaced by the feature's screen. */
export function ClientProfilePage() {
  return <NotAvailablePage title="ClientProfilePage" />;
}
