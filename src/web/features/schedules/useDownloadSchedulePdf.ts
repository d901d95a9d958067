import { useCallback } from 'react';
import { openInNewTab } from '../../api/openInNewTab';
import { useSchedulePdfUrlMutation } from './workflowsApi';

/**
 * Download as PDF (spec part 2 §4: 'opens the PDF in a new tab'): the schedule-of-assignment
 * document is fetched with the user's token and shown in a new tab.
 */
export function useDownloadSchedulePdf(): {
  download: (scheduleId: number) => Promise<void>;
  downloading: boolean;
} {
  const [fetchPdf, { isLoading }] = useSchedulePdfUrlMutation();
  const download = useCallback(
    (scheduleId: number) => openInNewTab(() => fetchPdf({ id: scheduleId }).unwrap()),
    [fetchPdf],
  );
  return { download, downloading: isLoading };
}
