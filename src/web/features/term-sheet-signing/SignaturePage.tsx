import { NotAvailablePage } from '../home';

/** Replaced by the feature's screen. */
export function SignaturePage() {
  return <NotAvailablePage title="SignaturePage" />;
}
