import { Callout, Intent } from '@blueprintjs/core';
import {
  chargebackChoiceOf,
  isBusy,
  verificationToastOf,
} from '../../../../machines/scheduleVerification.machine';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { ChargebackChoiceTable } from './ChargebackChoiceTable';
import { useCloseOnce } from '../../kit/useCloseOnce';
import { useScheduleVerification } from './useScheduleVerification';
import { useWorkflowToast } from '../../kit/useWorkflowToast';
import { workflowClasses } from './workflowClasses';
import { WorkflowDialog, workflowStepOf, type ScheduleWorkflowDialogProps } from './WorkflowDialog';

const W = messages.schedule.workflows;

/** Verify Schedule (machines/scheduleVerification.machine.ts) as a dialog over the schedule list. */
export type VerifyScheduleDialogProps = ScheduleWorkflowDialogProps;

/**
 * The chargeback check, then Verify: the dialog is a view of the machine, which decides what may be
 * chosen, when Verify is enabled and what the toasts say.
 */
export function VerifyScheduleDialog({ scheduleId, prospectId, onClose }: VerifyScheduleDialogProps) {
  const [snapshot, send] = useScheduleVerification({ scheduleId, prospectId });
  const choice = chargebackChoiceOf(snapshot);
  const busy = isBusy(snapshot);
  const failed = snapshot.matches('failed');
  const toast = verificationToastOf(snapshot);
  useWorkflowToast(toast, snapshot.matches('verified') ? 'success' : 'error');

  const verified = snapshot.matches('verified');
  const cancelled = snapshot.matches('cancelled');
  useCloseOnce(verified || cancelled, verified, onClose);

  const handleVerify = () => send({ type: failed ? 'RETRY' : 'VERIFY' });
  const canVerify = !busy && choice.refusal === null && (snapshot.matches('choosing') || failed);

  const step = workflowStepOf(snapshot, true);

  return (
    <WorkflowDialog
      title={messages.schedule.verify}
      step={step}
      error={snapshot.context.error}
      failed={failed}
      working={snapshot.matches('verifying')}
      action={{ intent: Intent.PRIMARY, text: W.verifyButton, disabled: !canVerify, onClick: handleVerify }}
      onCancel={() => send({ type: 'CANCEL' })}
      onRetry={() => send({ type: 'RETRY' })}
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
      {choice.note !== null && (
        <Callout intent={Intent.WARNING} role="status">
          {choice.note}
        </Callout>
      )}
      {choice.note === null && choice.refusal !== null && (
        <p className={workflowClasses.hint}>{choice.refusal}</p>
      )}
    </WorkflowDialog>
  );
}
