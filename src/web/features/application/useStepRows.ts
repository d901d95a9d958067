import { messages } from '../../../shared/messages';
import { toastWarning } from '../../kit/toast';
import { useRowsUpdater } from './useRowsUpdater';
import { useStoredRowRemoval, type ListRow } from './useStoredRowRemoval';

export interface StepRowsOptions<T extends ListRow> {
  /** The rows as the form holds them. */
  rows: readonly T[];
  /** Hands the form the whole new list (a stable callback). */
  setRows: (rows: T[]) => void;
  /** The row's name in the 'deleted' toast: 'Owner', 'Supplier'. */
  item: string;
  /** Removes a stored row on the server. */
  removeStored: (id: number) => Promise<unknown>;
  /** False once the list holds as many rows as it may. */
  canAdd: (rows: readonly T[]) => boolean;
  /** A new row. */
  blank: () => T;
}

/**
 * The owners and suppliers lists of the wizard: a row is changed in place, added while the limit
 * allows (else a warning), and removed (a stored row on the server first).
 */
export function useStepRows<T extends ListRow>({
  rows,
  setRows,
  item,
  removeStored,
  canAdd,
  blank,
}: StepRowsOptions<T>) {
  const updateRows = useRowsUpdater(rows, setRows);
  const removeRow = useStoredRowRemoval<T>(item, removeStored, (index) =>
    updateRows((current) => current.filter((_, position) => position !== index)),
  );
  return {
    update: (index: number, patch: Partial<T>) =>
      updateRows((current) =>
        current.map((row, position) => (position === index ? { ...row, ...patch } : row)),
      ),
    remove: (index: number) => void removeRow(rows, index),
    add: () => {
      if (!canAdd(rows)) {
        void toastWarning(messages.titles.limit, messages.prospect.maxAllowed);
        return;
      }
      updateRows((current) => [...current, blank()]);
    },
  };
}
