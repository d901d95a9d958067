import { TermSheetPanel } from './TermSheetPanel';

/** The Term Sheet tab of the prospect page. */
export function TermSheetTab({ prospectId }: { prospectId: number }) {
  return <TermSheetPanel prospectId={prospectId} />;
}
