import { NotAvailablePage } from '../home';

/** Replaced by the feature's screen. */
export function ApplicationStatusPage() {
  return <NotAvailablePage title="ApplicationStatusPage" />;
}
