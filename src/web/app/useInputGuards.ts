import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { installInputGuards, pinHistoryEntry } from './inputGuards';

/**
 * Keeps the global input guards installed while `enabled` (on by default; the admin's setting can
 * switch them off) and, while they are on, pins a copy of each page's history entry so that the
 * browser's Back button stays on the page.
 */
export function useInputGuards(enabled: boolean): void {
  const location = useLocation();

  useEffect(() => {
    if (!enabled) return undefined;
    return installInputGuards(window);
  }, [enabled]);

  useEffect(() => {
    if (enabled) pinHistoryEntry();
  }, [enabled, location]);
}
