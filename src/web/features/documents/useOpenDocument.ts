import { useCallback } from 'react';
import type { DocumentRow } from '../../../shared/contract/documents';
import { openInNewTab } from '../../api/openInNewTab';
import { useDocumentFileUrlMutation } from './api';

/**
 * Opens a listed file in a new tab. The bytes come through files/read, which checks again that
 * the caller may see the file; a refusal closes the tab and says why.
 */
export function useOpenDocument(): (row: DocumentRow) => void {
  const [fetchFile] = useDocumentFileUrlMutation();
  return useCallback(
    (row: DocumentRow) => void openInNewTab(() => fetchFile({ path: row.attachment_path }).unwrap()),
    [fetchFile],
  );
}
