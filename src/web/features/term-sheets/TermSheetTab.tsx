import { NotAvailablePage } from '../home';

/** Replaced by the feature's screen. */
export function TermSheetTab(_props: { prospectId: number }) {
  return <NotAvailablePage title="TermSheetTab" />;
}
