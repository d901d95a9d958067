import { H6 } from '@blueprintjs/core';
import { messages } from '../../../shared/messages';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { useGetProspectResponsesQuery } from './api';
import { prospectListClasses } from './prospectListClasses';
import { ResponseHistoryEntry } from './ResponseHistoryEntry';

const L = messages.prospect.list;

/** The responses recorded for a tentative application, newest first, with who recorded each and when. */
export function ResponseHistory({ prospectId }: { prospectId: number }) {
  const { data, isLoading } = useGetProspectResponsesQuery({ prospect_id: prospectId });
  const responses = data?.responses ?? [];
  return (
    <section aria-label={L.responseHistory}>
      <H6>{L.responseHistory}</H6>
      {isLoading ? (
        <LoadingBlock size="small" />
      ) : responses.length === 0 ? (
        <EmptyState compact icon="history" title={L.noResponses} />
      ) : (
        <ul className={prospectListClasses.history}>
          {responses.map((response) => (
            <ResponseHistoryEntry key={response.id} response={response} />
          ))}
        </ul>
      )}
    </section>
  );
}
