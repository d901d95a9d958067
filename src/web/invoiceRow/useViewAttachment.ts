import { useCallback } from 'react';
import { openInNewTab } from '../api/openInNewTab';
import { useInvoiceAttachmentUrlMutation } from './invoiceRowApi';

/**
 * Opens an invoice attachment (or, without an invoice id, one of the user's own uploads) in a new
 * tab; the bytes need the bearer token, which a plain link cannot carry.
 */
export function useViewAttachment(): (path: string, invoiceId?: number) => Promise<void> {
  const [fetchFile] = useInvoiceAttachmentUrlMutation();
  return useCallback(
    (path, invoiceId) =>
      openInNewTab(() => fetchFile(invoiceId === undefined ? { path } : { id: invoiceId, path }).unwrap()),
    [fetchFile],
  );
}
