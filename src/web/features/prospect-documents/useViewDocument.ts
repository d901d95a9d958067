import { useCallback } from 'react';
import type { ProspectDocument } from '../../../shared/contract/prospectDocuments';
import { toastError, toastFromError } from '../../kit/toast';
import { useProspectDocumentUrlMutation } from './api';

/** How long a viewed file's object URL lives: enough for the new tab to load it, then it is freed. */
const objectUrlLifetimeMs = 60_000;

/** Frees an object URL where the runtime has them (jsdom in tests has none). */
function releaseObjectUrl(url: string): void {
  if (typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

/**
 * Opens a stored file of the checklist in a new tab. The bytes are fetched with the caller's
 * credentials (bearer token for staff, draft token for the applicant), which a plain link cannot
 * carry, and shown from an object URL.
 */
export function useViewDocument(prospect: string | number): (document: ProspectDocument) => Promise<void> {
  const [fetchFile] = useProspectDocumentUrlMutation();
  return useCallback(
    async (document: ProspectDocument) => {
      // Opened while the click still counts as the user's: browsers block tabs opened after a wait.
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      try {
        const url = await fetchFile({ prospect_id: prospect, blobName: document.attachment_path }).unwrap();
        if (!url) {
          // The runtime can make no object URL to show the bytes from.
          tab?.close();
          void toastError();
          return;
        }
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener,noreferrer');
        window.setTimeout(() => releaseObjectUrl(url), objectUrlLifetimeMs);
      } catch (error) {
        tab?.close();
        void toastFromError(error);
      }
    },
    [fetchFile, prospect],
  );
}
