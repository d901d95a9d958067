import { useCallback, useEffect, useRef } from 'react';
import { useBeforeUnload, useBlocker, type BlockerFunction } from 'react-router-dom';
import { waitFor, type ActorRefFrom } from 'xstate';
import type { ApplicationWizardMachine } from '../../../../machines/applicationWizard.machine';
import { isBusy } from '../../../../machines/applicationWizard/wizardReadings';
import { messages } from '../../../shared/messages';
import { confirm } from '../../kit/useConfirm';

export interface WizardLeaveGuardOptions {
  /** The running wizard. */
  wizard: ActorRefFrom<ApplicationWizardMachine>;
  /** Whether the step on screen holds unsaved changes. */
  dirty: boolean;
  /** While true the wizard may be left only through it (false once submitted or left). */
  active: boolean;
  /** Warn through the browser's before-unload prompt now (spec part 1 §2.2). */
  beforeUnload: boolean;
}

/**
 * Leaving the wizard goes through its machine: a route change is held, the machine is told LEAVE
 * and decides. It asks 'Are you sure, you want to close the form without saving the changes?'
 * where the spec wants it (the public route at step 5 or lower, unsaved changes elsewhere) and
 * discards a new public draft once the user confirms; only then does the route change go on.
 * The kit's unsaved-changes guard asks by the dirty flag alone, which knows nothing of drafts.
 */
export function useWizardLeaveGuard({ wizard, dirty, active, beforeUnload }: WizardLeaveGuardOptions): void {
  const dirtyNow = useRef(dirty);
  useEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      // The wizard rewrites its own query (?id=<draft token>); only another page is leaving.
      ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
      [active],
    ),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let cancelled = false;
    const leave = async () => {
      // A save under way finishes first, so a draft it creates is known when the user leaves.
      await waitFor(wizard, (snapshot) => !isBusy(snapshot));
      if (cancelled) return;
      wizard.send({ type: 'LEAVE', dirty: dirtyNow.current });
      if (wizard.getSnapshot().matches('confirmingLeave')) {
        const confirmed = await confirm({ message: messages.confirm.unsavedChanges });
        if (cancelled) return;
        wizard.send({ type: confirmed ? 'CONFIRM_LEAVE' : 'CANCEL_LEAVE' });
        if (!confirmed) {
          blocker.reset();
          return;
        }
        await waitFor(wizard, (snapshot) => snapshot.status === 'done');
        if (cancelled) return;
      }
      blocker.proceed();
    };
    void leave();
    return () => {
      cancelled = true;
    };
  }, [blocker, wizard]);

  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!beforeUnload || !active) return;
        event.preventDefault();
        // Older browsers show the prompt only when returnValue is set.
        event.returnValue = '';
      },
      [beforeUnload, active],
    ),
  );
}
