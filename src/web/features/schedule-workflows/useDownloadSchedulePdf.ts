import { useCallback } from 'react';
import { toastError, toastFromError } from '../../kit/toast';
import { useSchedulePdfUrlMutation } from './api';

/** How long the document's object URL lives: enough for the new tab to load it, then it is freed. */
const objectUrlLifetimeMs = 60_000;

function releaseObjectUrl(url: string): void {
  if (typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

/**
 * Download as PDF (spec part 2 §4: 'opens the PDF in a new tab'): the schedule-of-assignment
 * document is fetched with the user's token, which a plain link cannot carry, and shown from an
 * object URL.
 */
export function useDownloadSchedulePdf(): {
  download: (scheduleId: number) => Promise<void>;
  downloading: boolean;
} {
  const [fetchPdf, { isLoading }] = useSchedulePdfUrlMutation();
  const download = useCallback(
    async (scheduleId: number) => {
      // Opened while the click still counts as the user's: browsers block tabs opened after a wait.
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      try {
        const url = await fetchPdf({ id: scheduleId }).unwrap();
        if (!url) {
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
    [fetchPdf],
  );
  return { download, downloading: isLoading };
}
