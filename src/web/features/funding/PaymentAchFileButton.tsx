import { Button } from '@blueprintjs/core';
import { paymentTypes } from '../../../shared/constants';
import type { Payment } from '../../../shared/contract/funding';
import { messages } from '../../../shared/messages';
import { useDownloadPaymentAchFile } from './useDownloadPaymentAchFile';

export interface PaymentAchFileButtonProps {
  payment: Payment;
}

/** Download ACH File, under a payment made by ACH that stands (a reversed one has no file to send). */
export function PaymentAchFileButton({ payment }: PaymentAchFileButtonProps) {
  const { download, downloading } = useDownloadPaymentAchFile();
  if (payment.payment_type !== paymentTypes.ACH || payment.reversed_at !== null) return null;
  return (
    <Button
      variant="minimal"
      icon="download"
      text={messages.ach.downloadFile}
      loading={downloading}
      onClick={() => void download(payment.id)}
    />
  );
}
