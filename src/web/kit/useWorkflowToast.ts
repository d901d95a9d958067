import { useEffect } from 'react';
import type { ToastText } from '../../shared/messages';
import { toastError, toastSuccess, toastWarning } from './toast';

export type WorkflowToastKind = 'success' | 'error' | 'warning';

/**
 * Shows a workflow machine's toast once each time it changes (a machine describes its toast for
 * the step it is in; the screen shows it, so the words stay the machine's).
 */
export function useWorkflowToast(toast: ToastText | null, kind: WorkflowToastKind): void {
  const title = toast?.title;
  const message = toast?.message;
  useEffect(() => {
    if (title === undefined || message === undefined) return;
    const show = kind === 'success' ? toastSuccess : kind === 'warning' ? toastWarning : toastError;
    void show(title, message);
  }, [title, message, kind]);
}
