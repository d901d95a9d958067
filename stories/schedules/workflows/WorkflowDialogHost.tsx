import { useMemo, useState, type ReactNode } from 'react';
import { AppProviders } from '../../../src/web/app/AppProviders';
import { makeStore } from '../../../src/web/app/store';
import { ConfirmHost } from '../../../src/web/kit/ConfirmHost';

export interface WorkflowDialogHostProps {
  /** The dialog, given the host's close handler. */
  dialog: (onClose: (done: boolean) => void) => ReactNode;
}

/**
 * A workflow dialog as the list hosts it, with its own store: once the dialog closes the host says
 * how ('Closed: done' or 'Closed: cancelled'), which the stories read back.
 */
export function WorkflowDialogHost({ dialog }: WorkflowDialogHostProps) {
  const store = useMemo(() => makeStore(), []);
  const [closed, setClosed] = useState<boolean | null>(null);
  return (
    <AppProviders store={store}>
      {closed === null ? dialog(setClosed) : <p>{`Closed: ${closed ? 'done' : 'cancelled'}`}</p>}
      <ConfirmHost />
    </AppProviders>
  );
}
