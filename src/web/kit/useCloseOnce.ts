import { useEffect, useRef } from 'react';

/**
 * Calls `onClose(outcome)` once when the workflow has ended (`ended`), however often the host
 * re-renders it with a new `onClose`.
 */
export function useCloseOnce(ended: boolean, outcome: boolean, onClose: (outcome: boolean) => void): void {
  const closed = useRef(false);
  useEffect(() => {
    if (!ended || closed.current) return;
    closed.current = true;
    onClose(outcome);
  }, [ended, outcome, onClose]);
}
