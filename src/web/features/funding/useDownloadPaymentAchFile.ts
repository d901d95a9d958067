import { useCallback } from 'react';
import { messages } from '../../../shared/messages';
import { saveObjectUrl } from '../../api/objectUrl';
import { toastError, toastFromError } from '../../kit/toast';
import { usePaymentAchFileUrlMutation } from './achFileApi';

/**
 * Download ACH File: the payment's NACHA file is fetched with the user's token and saved as
 * ach-payment-<id>.txt; a refusal (not by ACH, the client's bank details missing) toasts the
 * server's message.
 */
export function useDownloadPaymentAchFile(): {
  download: (paymentId: number) => Promise<void>;
  downloading: boolean;
} {
  const [fetchFile, { isLoading }] = usePaymentAchFileUrlMutation();
  const download = useCallback(
    async (paymentId: number) => {
      try {
        const url = await fetchFile({ id: paymentId }).unwrap();
        // The runtime can make no object URL to save the bytes from.
        if (!url) void toastError();
        else saveObjectUrl(url, messages.ach.paymentFileName(paymentId));
      } catch (error) {
        void toastFromError(error);
      }
    },
    [fetchFile],
  );
  return { download, downloading: isLoading };
}
