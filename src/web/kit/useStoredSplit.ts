import { useCallback, useState } from 'react';

/** The list's share of a workspace's width, in percent, and its bounds. */
export const splitBounds = { min: 25, max: 80, initial: 60, step: 5 } as const;

function clampSplit(value: number): number {
  return Math.min(splitBounds.max, Math.max(splitBounds.min, Math.round(value)));
}

function readSplit(storageKey: string | undefined): number {
  if (!storageKey || typeof localStorage === 'undefined') return splitBounds.initial;
  const stored = Number(localStorage.getItem(storageKey));
  return Number.isFinite(stored) && stored > 0 ? clampSplit(stored) : splitBounds.initial;
}

/**
 * The split between a list and its detail panel, remembered under `storageKey` (the page keys it
 * by the signed-in user and the list, so each user finds each list as they left it).
 */
export function useStoredSplit(storageKey: string | undefined): [number, (percent: number) => void] {
  const [split, setSplitState] = useState(() => readSplit(storageKey));
  const setSplit = useCallback(
    (percent: number) => {
      const next = clampSplit(percent);
      setSplitState(next);
      if (storageKey && typeof localStorage !== 'undefined') localStorage.setItem(storageKey, String(next));
    },
    [storageKey],
  );
  return [split, setSplit];
}
