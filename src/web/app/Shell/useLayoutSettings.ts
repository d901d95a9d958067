import { useCallback, useEffect, useRef, useState } from 'react';
import type { LayoutSettings } from '../../../shared/layoutSettings';
import { toastFromError } from '../../kit/toast';
import { useSaveLayoutSettingsMutation } from '../../session/sessionApi';

/** Clicking through the scale or the themes saves once, after the user settles. */
const saveDelayMs = 600;

/**
 * The signed-in user's layout settings, starting from user.layout_settings and saved per user with
 * user/layout_settings after each change (the shell applies them to the page).
 */
export function useLayoutSettings(initial: LayoutSettings): [LayoutSettings, (next: LayoutSettings) => void] {
  const [settings, setSettings] = useState(initial);
  const [save] = useSaveLayoutSettingsMutation();
  const pending = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(pending.current), []);

  const update = useCallback(
    (next: LayoutSettings) => {
      setSettings(next);
      window.clearTimeout(pending.current);
      pending.current = window.setTimeout(() => {
        save({ layout_settings: next })
          .unwrap()
          .catch((error: unknown) => void toastFromError(error));
      }, saveDelayMs);
    },
    [save],
  );

  return [settings, update];
}
