import { Button, Classes, Tag } from '@blueprintjs/core';
import { attachmentPrefixLength } from '../../../shared/constants';
import type { ProspectResponse } from '../../../shared/contract/prospectManagement';
import { formatUsDateTime } from '../../../shared/dates';
import { dropdownLabel } from '../../../shared/dropdowns';
import { messages } from '../../../shared/messages';
import { toastFromError } from '../../kit/toast';
import { profileApi } from '../profile/shared';
import { prospectListClasses } from './prospectListClasses';

const L = messages.prospect.list;

/** A stored file's name as uploaded: the storage prefix removed, the folders too. */
function uploadedName(path: string): string {
  const stored = path.split('/').at(-1) ?? path;
  return stored.length > attachmentPrefixLength ? stored.slice(attachmentPrefixLength) : stored;
}

/** One recorded response: its future status, who recorded it and when, the texts and the attachment. */
export function ResponseHistoryEntry({ response }: { response: ProspectResponse }) {
  const [readFile, { isFetching }] = profileApi.endpoints.profileFileUrl.useLazyQuery();
  const path = response.attachment_path;
  const futureStatus =
    response.future_status === null
      ? undefined
      : dropdownLabel('prospect_future_response', response.future_status);

  const handleView = async (stored: string) => {
    try {
      const url = await readFile(stored, true).unwrap();
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
    } catch (error) {
      void toastFromError(error);
    }
  };

  return (
    <li className={prospectListClasses.historyEntry}>
      <div className={prospectListClasses.historyMeta}>
        {futureStatus && (
          <Tag minimal round>
            {futureStatus}
          </Tag>
        )}
        <span className={Classes.TEXT_MUTED}>
          {L.givenBy(response.created_by_name || L.formerUser, formatUsDateTime(response.created_at))}
        </span>
      </div>
      <div>
        <strong>{L.comments}:</strong> {response.comments}
      </div>
      <div>
        <strong>{L.response}:</strong> {response.response_given_by_prospect}
      </div>
      {path && (
        <div>
          <strong>{L.attachment}:</strong> {uploadedName(path)}{' '}
          <Button
            size="small"
            variant="minimal"
            icon="eye-open"
            text={messages.files.view}
            loading={isFetching}
            onClick={() => void handleView(path)}
          />
        </div>
      )}
    </li>
  );
}
