import { paymentPostingMachine, type PaymentPostingInput } from '../../../../machines/paymentPosting.machine';
import { useWorkflowMachine } from '../../api/useWorkflowMachine';
import { usePaymentInfoMutation, usePostPaymentMutation } from './api';

/**
 * Runs the Post Payment machine with the real calls: the schedule payment info, then the payment
 * with the machine's idempotency key (one per opened form) as its Idempotency-Key header.
 */
export function usePaymentPosting(input: PaymentPostingInput) {
  const [loadPaymentInfo] = usePaymentInfoMutation();
  const [postPayment] = usePostPaymentMutation();
  return useWorkflowMachine(paymentPostingMachine, { loadPaymentInfo, postPayment }, input);
}
