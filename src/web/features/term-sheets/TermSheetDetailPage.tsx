import { NotAvailablePage } from '../home';

/** Replaced by the feature's screen. */
export function TermSheetDetailPage() {
  return <NotAvailablePage title="TermSheetDetailPage" />;
}
