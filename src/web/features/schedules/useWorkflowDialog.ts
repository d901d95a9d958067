import type { ToastText } from '../../../shared/messages';
import { useCloseOnce } from '../../kit/useCloseOnce';
import { useWorkflowToast } from '../../kit/useWorkflowToast';
import type { WorkflowDialogProps } from './WorkflowDialog';

/** What a schedule workflow dialog reads of its machine's snapshot. */
interface WorkflowSnapshot<Step extends string> {
  context: { error: string | null };
  matches(state: 'failed' | 'cancelled' | Step): boolean;
}

interface WorkflowFollowing<Step extends string> {
  /** The final state of the workflow's success ('deleted', 'verified'): the dialog closes with `true`. */
  done: NoInfer<Step>;
  /** The state of the workflow's own call ('deleting', 'verifying'). */
  working: NoInfer<Step>;
  /** The machine's toast for its step. */
  toast: ToastText | null;
  /** How a toast other than the success's shows: an error unless the step only warns. */
  problemKind?: 'error' | 'warning';
  onClose: (done: boolean) => void;
}

/**
 * How every schedule workflow dialog follows its machine: it shows the machine's toasts, closes
 * once the workflow is done or cancelled, and sends Cancel and Retry. Gives the WorkflowDialog
 * props that follow from the snapshot alone.
 */
export function useWorkflowDialog<Step extends string>(
  snapshot: WorkflowSnapshot<Step>,
  send: (event: { type: 'CANCEL' | 'RETRY' }) => void,
  { done, working, toast, problemKind = 'error', onClose }: WorkflowFollowing<Step>,
): Pick<WorkflowDialogProps, 'error' | 'failed' | 'working' | 'onCancel' | 'onRetry'> {
  const succeeded = snapshot.matches(done);
  useWorkflowToast(toast, succeeded ? 'success' : problemKind);
  useCloseOnce(succeeded || snapshot.matches('cancelled'), succeeded, onClose);
  return {
    error: snapshot.context.error,
    failed: snapshot.matches('failed'),
    working: snapshot.matches(working),
    onCancel: () => send({ type: 'CANCEL' }),
    onRetry: () => send({ type: 'RETRY' }),
  };
}
