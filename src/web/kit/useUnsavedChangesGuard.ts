import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { messages } from '../../shared/messages';
import { confirm } from './useConfirm';

export interface UnsavedChangesGuardOptions {
  /** Also warn through the browser's before-unload prompt (the application wizard). */
  beforeUnload?: boolean;
  /** The question (default 'Are you sure, you want to close the form without saving the changes?'). */
  message?: string;
}

export interface UnsavedChangesGuard {
  /**
   * For a Cancel/Close button: runs `close` at once when nothing changed, otherwise only after the
   * user confirms. Resolves true when `close` ran.
   */
  confirmClose: (close: () => void) => Promise<boolean>;
}

/**
 * Keeps a dirty form from being left by accident: in-app navigation (links, back) is held by
 * react-router's blocker until the user confirms, and with `beforeUnload` a reload or tab close
 * asks too. Needs the data router (createBrowserRouter).
 */
export function useUnsavedChangesGuard(
  isDirty: boolean,
  options: UnsavedChangesGuardOptions = {},
): UnsavedChangesGuard {
  const { beforeUnload = false, message = messages.confirm.unsavedChanges } = options;
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        isDirty &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
      [isDirty],
    ),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let cancelled = false;
    void confirm({ message }).then((leave) => {
      if (cancelled) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      cancelled = true;
    };
  }, [blocker, message]);

  useEffect(() => {
    if (!beforeUnload || !isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [beforeUnload, isDirty]);

  const confirmClose = useCallback(
    async (close: () => void): Promise<boolean> => {
      if (isDirty && !(await confirm({ message }))) return false;
      close();
      return true;
    },
    [isDirty, message],
  );

  return { confirmClose };
}
