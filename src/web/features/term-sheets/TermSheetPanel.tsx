import { Button, Card } from '@blueprintjs/core';
import { messages } from '../../../shared/messages';
import type { TermSheetFormValues } from '../../../shared/validation/termSheet';
import { openInNewTab } from '../../api/openInNewTab';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import {
  useSendTermSheetMutation,
  useTermDetailQuery,
  useTermSheetLetterPdfUrlMutation,
  useTermSheetLetterQuery,
  useTermSheetOwnersQuery,
} from './api';
import { TermSheetForm } from './TermSheetForm';

/** The term sheet of one prospect: what the form needs is read, then the form (the tab and /termsheetdetail). */
export function TermSheetPanel({ prospectId, onBack }: { prospectId: number; onBack?: () => void }) {
  const request = { prospect_id: prospectId };
  const detail = useTermDetailQuery(request);
  const letter = useTermSheetLetterQuery(request);
  const owners = useTermSheetOwnersQuery(request);
  const [send, { isLoading: sending }] = useSendTermSheetMutation();
  const [fetchPdf] = useTermSheetLetterPdfUrlMutation();

  if (detail.isLoading || letter.isLoading || owners.isLoading) return <LoadingBlock />;
  if (!detail.data || !letter.data || !owners.data) {
    return (
      <EmptyState
        title={messages.generic.failure}
        icon="error"
        action={onBack && <Button text={messages.common.back} onClick={onBack} />}
      />
    );
  }
  const withProspect = (values: TermSheetFormValues) => ({ ...values, prospect_id: prospectId });
  const term = detail.data.term;
  return (
    <Card>
      <TermSheetForm
        // A newly sent version starts the form again, locked.
        key={term?.id ?? 'new'}
        prospectId={prospectId}
        prospect={letter.data.prospect}
        owners={letter.data.owners}
        term={term}
        ownerStatuses={owners.data}
        sending={sending}
        send={(values) => send(withProspect(values)).unwrap()}
        downloadPdf={(values) => void openInNewTab(() => fetchPdf(withProspect(values)).unwrap())}
      />
    </Card>
  );
}
