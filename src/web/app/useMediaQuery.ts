import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, following changes; `fallback` where matchMedia is missing. */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, read, () => fallback);
}

/** The spec's desktop breakpoint (part 1 §2.2): 992 px and wider. */
export const desktopQuery = '(min-width: 992px)';

export function useIsDesktop(): boolean {
  return useMediaQuery(desktopQuery, true);
}
