import { NotAvailablePage } from '../home';

/** Replaced by the feature's screen. */
export function SignedTermSheetPage() {
  return <NotAvailablePage title="SignedTermSheetPage" />;
}
