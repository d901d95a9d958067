import { NotAvailablePage } from '../home';

/** Replaced by the feature's screen. */
export function ClientDetailsPanel(_props: { clientId: number }) {
  return <NotAvailablePage title="ClientDetailsPanel" />;
}
