import { useCallback } from 'react';
import type { ProspectDocument } from '../../../shared/contract/prospectDocuments';
import { openInNewTab } from '../../api/openInNewTab';
import { useProspectDocumentUrlMutation } from './api';

/**
 * Opens a stored file of the checklist in a new tab, fetched with the caller's credentials (bearer
 * token for staff, draft token for the applicant).
 */
export function useViewDocument(prospect: string | number): (document: ProspectDocument) => Promise<void> {
  const [fetchFile] = useProspectDocumentUrlMutation();
  return useCallback(
    (document: ProspectDocument) =>
      openInNewTab(() => fetchFile({ prospect_id: prospect, blobName: document.attachment_path }).unwrap()),
    [fetchFile, prospect],
  );
}
