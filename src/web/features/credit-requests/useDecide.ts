import { Intent } from '@blueprintjs/core';
import { creditRequestStatus, type CreditRequestRow } from '../../../shared/contract/creditRequests';
import { messages } from '../../../shared/messages';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { confirm } from '../../kit/useConfirm';
import { useChangeCreditRequestStatusMutation } from './api';

const M = messages.creditRequest;

/**
 * Approve or Deny the chosen requests: asked first, then the server's message (spec part 2 §8:
 * approve and deny results use it). True when the decision was made.
 */
export function useDecide(): {
  decide: (rows: readonly Pick<CreditRequestRow, 'id'>[], approve: boolean) => Promise<boolean>;
  deciding: boolean;
} {
  const [change, { isLoading }] = useChangeCreditRequestStatusMutation();
  const decide = async (rows: readonly Pick<CreditRequestRow, 'id'>[], approve: boolean) => {
    const agreed = await confirm({
      title: approve ? M.approveTitle : M.denyTitle,
      message: approve ? M.approveConfirm(rows.length) : M.denyConfirm(rows.length),
      intent: approve ? Intent.SUCCESS : Intent.DANGER,
    });
    if (!agreed) return false;
    try {
      const answer = await change({
        ids: rows.map((row) => row.id),
        status: approve ? creditRequestStatus.approved : creditRequestStatus.denied,
      }).unwrap();
      void toastSuccess(approve ? M.approved : M.denied, answer.message);
      return true;
    } catch (error) {
      void toastFromError(error);
      return false;
    }
  };
  return { decide, deciding: isLoading };
}
