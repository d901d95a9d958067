import { Intent } from '@blueprintjs/core';
import {
  chargebackChoiceOf,
  isBusy,
  verificationToastOf,
} from '../../../../machines/scheduleVerification.machine';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { ChargebackChoiceTable } from './ChargebackChoiceTable';
import { useScheduleVerification } from './useScheduleVerification';
import { useWorkflowDialog } from './useWorkflowDialog';
import { workflowClasses } from './workflowClasses';
import { WorkflowDialog, workflowStepOf, type ScheduleWorkflowDialogProps } from './WorkflowDialog';

const W = messages.schedule.workflows;

/**
 * Verify Schedule (machines/scheduleVerification.machine.ts) as a dialog over the schedule list.
 *
 * The chargeback check, then Verify: the dialog is a view of the machine, which decides what may be
 * chosen, when Verify is enabled and what the toasts say.
 */
export function VerifyScheduleDialog({ scheduleId, prospectId, onClose }: ScheduleWorkflowDialogProps) {
  const [snapshot, send] = useScheduleVerification({ scheduleId, prospectId });
  const frame = useWorkflowDialog(snapshot, send, {
    done: 'verified',
    working: 'verifying',
    toast: verificationToastOf(snapshot),
    onClose,
  });
  const { failed } = frame;
  const busy = isBusy(snapshot);
  const choice = chargebackChoiceOf(snapshot);

  const handleVerify = () => send({ type: failed ? 'RETRY' : 'VERIFY' });
  const canVerify = !busy && choice.refusal === null && (snapshot.matches('choosing') || failed);

  return (
    <WorkflowDialog
      title={messages.schedule.verify}
      step={workflowStepOf(snapshot, true)}
      {...frame}
      action={{ intent: Intent.PRIMARY, text: W.verifyButton, disabled: !canVerify, onClick: handleVerify }}
      hint={choice.note === null ? choice.refusal : null}
      warning={choice.note}
    >
      {choice.chargebacks.length === 0 ? (
        <p>{W.noChargebacks}</p>
      ) : (
        <>
          <p>{W.chargebacksIntro}</p>
          <ChargebackChoiceTable
            choice={choice}
            disabled={busy}
            onToggle={(chargebackId) => send({ type: 'TOGGLE_CHARGEBACK', chargebackId })}
            onToggleAll={() => send({ type: 'TOGGLE_ALL_CHARGEBACKS' })}
          />
        </>
      )}
      <dl className={workflowClasses.totals}>
        <dt>{W.scheduleTotal}</dt>
        <dd>{formatUsd(choice.scheduleTotal)}</dd>
        {choice.chargebacks.length > 0 && (
          <>
            <dt>{W.selectedTotal}</dt>
            <dd>{formatUsd(choice.selectedTotal)}</dd>
          </>
        )}
      </dl>
    </WorkflowDialog>
  );
}
