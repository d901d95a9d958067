import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { paymentPostingMachine, type PaymentPostingInput } from '../../../../machines/paymentPosting.machine';
import { answerOf } from '../../api/serverCall';
import { usePaymentInfoMutation, usePostPaymentMutation } from './api';

/**
 * Runs the Post Payment machine with the real calls: the schedule payment info, then the payment
 * with the machine's idempotency key (one per opened form) as its Idempotency-Key header.
 */
export function usePaymentPosting(input: PaymentPostingInput) {
  const [loadPaymentInfo] = usePaymentInfoMutation();
  const [postPayment] = usePostPaymentMutation();
  const [machine] = useState(() =>
    paymentPostingMachine.provide({
      actors: {
        loadPaymentInfo: fromPromise(({ input: load }) => answerOf(loadPaymentInfo(load))),
        postPayment: fromPromise(({ input: call }) => answerOf(postPayment(call))),
      },
    }),
  );
  return useMachine(machine, { input });
}
