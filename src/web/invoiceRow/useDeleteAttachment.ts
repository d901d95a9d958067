import { useCallback } from 'react';
import { messages } from '../../shared/messages';
import { toastFromError, toastSuccess } from '../kit/toast';
import { useDeleteInvoiceAttachmentMutation } from './invoiceRowApi';

/**
 * Deletes one stored attachment at once, of a saved invoice (`invoiceId`) or of the user's uploads
 * (without one), and says how it went; resolves whether it was deleted.
 */
export function useDeleteAttachment(): (path: string, invoiceId?: number) => Promise<boolean> {
  const [remove] = useDeleteInvoiceAttachmentMutation();
  return useCallback(
    async (path: string, invoiceId?: number) => {
      try {
        const answer = await remove(invoiceId === undefined ? { path } : { id: invoiceId, path }).unwrap();
        void toastSuccess(messages.files.deleted, answer.message);
        return true;
      } catch (error) {
        void toastFromError(error, messages.titles.deletionFailed);
        return false;
      }
    },
    [remove],
  );
}
