import { Intent } from '@blueprintjs/core';
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
import { WorkflowDialog, workflowStepOf, type ScheduleWorkflowDialogProps } from './WorkflowDialog';

const W = messages.schedule.workflows;

/**
 * Delete Schedule (machines/scheduleDeletion.machine.ts) as a dialog over the schedule list.
 *
 * Every invoice gets a target schedule (an existing one of the client, or New Schedule), then
 * Proceed deletes. The machine refuses a full target with the spec's warning and decides when
 * Proceed is enabled; the dialog shows what it decides.
 */
export function DeleteScheduleDialog({ scheduleId, prospectId, onClose }: ScheduleWorkflowDialogProps) {
  const [snapshot, send] = useScheduleDeletion({ scheduleId, prospectId });
  const frame = useWorkflowDialog(snapshot, send, {
    done: 'deleted',
    working: 'deleting',
    toast: deletionToastOf(snapshot),
    // A refused target warns; it does not fail.
    problemKind: snapshot.matches('assigning') ? 'warning' : 'error',
    onClose,
  });
  const { failed } = frame;
  const busy = isBusy(snapshot);

  const waiting = unassignedInvoicesOf(snapshot).length;
  const assigning = snapshot.matches('assigning') || failed || snapshot.matches('deleting');
  const canProceed = !busy && waiting === 0 && (snapshot.matches('assigning') || failed);
  const { targets, warning, invoices } = snapshot.context;

  return (
    <WorkflowDialog
      title={messages.schedule.delete}
      step={workflowStepOf(snapshot, assigning)}
      {...frame}
      action={{
        intent: Intent.DANGER,
        text: W.proceed,
        disabled: !canProceed,
        onClick: () => send({ type: failed ? 'RETRY' : 'PROCEED' }),
      }}
      hint={waiting > 0 ? W.invoicesWaiting(waiting) : null}
      warning={warning}
    >
      <p>{W.reassignIntro}</p>
      <ReassignmentTable
        invoices={invoices}
        optionsFor={(invoiceId) => targetOptionsOf(snapshot, invoiceId)}
        targetOf={(invoiceId) => targets[String(invoiceId)]}
        disabled={busy}
        onAssign={(invoiceId, targetId) => send({ type: 'ASSIGN_TARGET', invoiceId, targetId })}
      />
    </WorkflowDialog>
  );
}
