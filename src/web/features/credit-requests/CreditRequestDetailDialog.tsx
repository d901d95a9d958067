import { Button, Intent } from '@blueprintjs/core';
import type { CreditRequestRow } from '../../../shared/contract/creditRequests';
import { messages } from '../../../shared/messages';
import { AppDialog } from '../../kit/AppDialog';
import { useHeldRights } from '../../session/currentUser';
import { CreditRequestFacts } from './CreditRequestFacts';
import { decidable, kindDefs, kindOfRow } from './kinds';
import { useDecide } from './useDecide';

const M = messages.creditRequest;

/** The view-detail dialog of a request, with Approve and Deny for a pending one and their holders. */
export function CreditRequestDetailDialog({
  request,
  onClose,
}: {
  request: CreditRequestRow;
  onClose: () => void;
}) {
  const held = useHeldRights();
  const rights = kindDefs[kindOfRow(request)].rights;
  const { decide, deciding } = useDecide();
  const open = decidable([request]);
  const act = async (approve: boolean) => {
    if (await decide([request], approve)) onClose();
  };
  return (
    <AppDialog
      isOpen
      title={M.detailTitle}
      onClose={onClose}
      footer={
        <>
          {open && held.has(rights.deny) && (
            <Button text={M.deny} intent={Intent.DANGER} loading={deciding} onClick={() => void act(false)} />
          )}
          {open && held.has(rights.approve) && (
            <Button
              text={M.approve}
              intent={Intent.SUCCESS}
              loading={deciding}
              onClick={() => void act(true)}
            />
          )}
          <Button text={messages.common.close} onClick={onClose} />
        </>
      }
    >
      <CreditRequestFacts request={request} />
    </AppDialog>
  );
}
