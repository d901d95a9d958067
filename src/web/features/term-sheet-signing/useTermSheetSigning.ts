import {
  termSheetSigningMachine,
  type SignInput,
  type SignOutcome,
  type SigningInput,
} from '../../../../machines/termSheetSigning.machine';
import { useWorkflowMachine } from '../../api/useWorkflowMachine';
import { useSignTermSheetMutation, useTermSheetStatusMutation } from './api';

/** The server's refusal of a link already used (or voided meanwhile): 409. */
function isUsedLinkRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 409;
}

/**
 * Runs the signing machine with the real calls: the owner's status, then the signature. A 409 on
 * saving means another save won or the term sheet was revised: the machine hears 'used'.
 */
export function useTermSheetSigning(input: SigningInput) {
  const [checkStatus] = useTermSheetStatusMutation();
  const [sign] = useSignTermSheetMutation();
  const signTermSheet = (request: SignInput) => ({
    unwrap: (): Promise<SignOutcome> =>
      sign(request)
        .unwrap()
        .then(
          () => 'signed' as const,
          (error: unknown) => {
            if (isUsedLinkRefusal(error)) return 'used' as const;
            throw error;
          },
        ),
  });
  return useWorkflowMachine(termSheetSigningMachine, { checkStatus, signTermSheet }, input);
}
