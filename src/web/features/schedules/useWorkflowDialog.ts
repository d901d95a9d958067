import type { ToastText } from '../../../shared/messages';
import { useCloseOnce } from '../../kit/useCloseOnce';
import { useWorkflowToast, type WorkflowToastKind } from '../../kit/useWorkflowToast';
import type { WorkflowDialogProps } from './WorkflowDialog';

/** What a schedule workflow dialog reads of its machine's snapshot. */
interface WorkflowSnapshot {
  context: { error: string | null };
  matches(state: 'failed' | 'cancelled'): boolean;
}

interface WorkflowFollowing {
  /** The workflow did its work (deleted, verified): the dialog closes with `true`. */
  done: boolean;
  /** The machine's toast for its step, and how it shows. */
  toast: ToastText | null;
  toastKind: WorkflowToastKind;
  onClose: (done: boolean) => void;
}

/**
 * How every schedule workflow dialog follows its machine: it shows the machine's toasts, closes
 * once the workflow is done or cancelled, and sends Cancel and Retry. Gives the WorkflowDialog
 * props that follow from the snapshot alone.
 */
export function useWorkflowDialog(
  snapshot: WorkflowSnapshot,
  send: (event: { type: 'CANCEL' | 'RETRY' }) => void,
  { done, toast, toastKind, onClose }: WorkflowFollowing,
): Pick<WorkflowDialogProps, 'error' | 'failed' | 'onCancel' | 'onRetry'> {
  useWorkflowToast(toast, toastKind);
  useCloseOnce(done || snapshot.matches('cancelled'), done, onClose);
  return {
    error: snapshot.context.error,
    failed: snapshot.matches('failed'),
    onCancel: () => send({ type: 'CANCEL' }),
    onRetry: () => send({ type: 'RETRY' }),
  };
}
