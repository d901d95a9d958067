import { NotAvailablePage } from '../home';

/** Replaced by the feature's screen. */
export function BusinessNameSearchTab(_props: { prospectId: number }) {
  return <NotAvailablePage title="BusinessNameSearchTab" />;
}
