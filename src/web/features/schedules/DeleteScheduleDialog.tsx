import { Callout, Intent } from '@blueprintjs/core';
import {
  deletionToastOf,
  isBusy,
  targetOptionsOf,
  unassignedInvoicesOf,
} from '../../../../machines/scheduleDeletion.machine';
import { messages } from '../../../shared/messages';
import { ReassignmentTable } from './ReassignmentTable';
import { useScheduleDeletion } from './useScheduleDeletion';
import { useWorkflowDialog } from './useWorkflowDialog';
import { workflowClasses } from './workflowClasses';
import { WorkflowDialog, workflowStepOf, type ScheduleWorkflowDialogProps } from './WorkflowDialog';

const W = messages.schedule.workflows;

/** Delete Schedule (machines/scheduleDeletion.machine.ts) as a dialog over the schedule list. */
export type DeleteScheduleDialogProps = ScheduleWorkflowDialogProps;

/**
 * Every invoice gets a target schedule (an existing one of the client, or New Schedule), then
 * Proceed deletes. The machine refuses a full target with the spec's warning and decides when
 * Proceed is enabled; the dialog shows what it decides.
 */
export function DeleteScheduleDialog({ scheduleId, prospectId, onClose }: DeleteScheduleDialogProps) {
  const [snapshot, send] = useScheduleDeletion({ scheduleId, prospectId });
  const busy = isBusy(snapshot);
  const deleted = snapshot.matches('deleted');
  const frame = useWorkflowDialog(snapshot, send, {
    done: deleted,
    toast: deletionToastOf(snapshot),
    toastKind: deleted ? 'success' : snapshot.matches('assigning') ? 'warning' : 'error',
    onClose,
  });
  const { failed } = frame;

  const waiting = unassignedInvoicesOf(snapshot).length;
  const assigning = snapshot.matches('assigning') || failed || snapshot.matches('deleting');
  const canProceed = !busy && waiting === 0 && (snapshot.matches('assigning') || failed);
  const { targets, warning, invoices } = snapshot.context;

  return (
    <WorkflowDialog
      title={messages.schedule.delete}
      step={workflowStepOf(snapshot, assigning)}
      {...frame}
      working={snapshot.matches('deleting')}
      action={{
        intent: Intent.DANGER,
        text: W.proceed,
        disabled: !canProceed,
        onClick: () => send({ type: failed ? 'RETRY' : 'PROCEED' }),
      }}
    >
      <p>{W.reassignIntro}</p>
      <ReassignmentTable
        invoices={invoices}
        optionsFor={(invoiceId) => targetOptionsOf(snapshot, invoiceId)}
        targetOf={(invoiceId) => targets[String(invoiceId)]}
        disabled={busy}
        onAssign={(invoiceId, targetId) => send({ type: 'ASSIGN_TARGET', invoiceId, targetId })}
      />
      {waiting > 0 && <p className={workflowClasses.hint}>{W.invoicesWaiting(waiting)}</p>}
      {warning !== null && (
        <Callout intent={Intent.WARNING} role="status">
          {warning}
        </Callout>
      )}
    </WorkflowDialog>
  );
}
