import { useCallback, useEffect, useRef } from 'react';

/**
 * Changes a list held by a kit form (owners, suppliers) row by row. The form takes a list whole,
 * so two changes in one event (a zip typed, then the place it had filled cleared) would each start
 * from the same rows and the second would undo the first; here each change starts from the one
 * before it until the form has rendered them.
 */
export function useRowsUpdater<T>(
  rows: readonly T[],
  setRows: (rows: T[]) => void,
): (change: (current: readonly T[]) => T[]) => void {
  const pending = useRef<readonly T[] | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [rows]);
  return useCallback(
    (change) => {
      const next = change(pending.current ?? rows);
      pending.current = next;
      setRows(next);
    },
    [rows, setRows],
  );
}
