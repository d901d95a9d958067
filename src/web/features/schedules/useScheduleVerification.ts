import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  scheduleVerificationMachine,
  type VerificationInput,
} from '../../../../machines/scheduleVerification.machine';
import { useCheckChargebacksMutation, useVerifyScheduleMutation } from './workflowsApi';
import { answerOf } from '../../api/serverCall';

/** Runs the Verify Schedule machine with the real calls: check chargebacks, then verify. */
export function useScheduleVerification(input: VerificationInput) {
  const [checkChargebacks] = useCheckChargebacksMutation();
  const [verifySchedule] = useVerifyScheduleMutation();
  const [machine] = useState(() =>
    scheduleVerificationMachine.provide({
      actors: {
        loadChargebacks: fromPromise(({ input: load }) => answerOf(checkChargebacks(load))),
        verifySchedule: fromPromise(({ input: verify }) => answerOf(verifySchedule(verify))),
      },
    }),
  );
  return useMachine(machine, { input });
}
