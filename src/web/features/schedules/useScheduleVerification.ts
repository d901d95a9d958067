import {
  scheduleVerificationMachine,
  type VerificationInput,
} from '../../../../machines/scheduleVerification.machine';
import { useWorkflowMachine } from '../../api/useWorkflowMachine';
import { useCheckChargebacksMutation, useVerifyScheduleMutation } from './workflowsApi';

/** Runs the Verify Schedule machine with the real calls: check chargebacks, then verify. */
export function useScheduleVerification(input: VerificationInput) {
  const [loadChargebacks] = useCheckChargebacksMutation();
  const [verifySchedule] = useVerifyScheduleMutation();
  return useWorkflowMachine(scheduleVerificationMachine, { loadChargebacks, verifySchedule }, input);
}
