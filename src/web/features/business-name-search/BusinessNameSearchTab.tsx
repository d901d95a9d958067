import { Card, H5 } from '@blueprintjs/core';
import { messages } from '../../../shared/messages';
import { serverMessageOf } from '../../api/serverMessage';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { useBusinessNameSearchesQuery } from './api';
import { NewSearchForm } from './NewSearchForm';
import { SavedSearches } from './SavedSearches';

/** The prospect page's Business Name Search tab (spec part 3 §2): the form over the saved searches. */
export function BusinessNameSearchTab({ prospectId }: { prospectId: number }) {
  const { data, error, isLoading } = useBusinessNameSearchesQuery({ prospect_id: prospectId });
  return (
    <Card>
      <NewSearchForm prospectId={prospectId} />
      <H5>{messages.businessNameSearch.title}</H5>
      {isLoading ? (
        <LoadingBlock />
      ) : error ? (
        <EmptyState title={serverMessageOf(error) ?? messages.generic.failure} icon="error" />
      ) : (
        <SavedSearches prospectId={prospectId} searches={data?.attachments ?? []} />
      )}
    </Card>
  );
}
