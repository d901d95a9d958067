import { useCallback } from 'react';
import type { z } from 'zod';
import type { ProspectRefSchema } from '../../../shared/contract/prospects';
import { messages } from '../../../shared/messages';
import { toastWarning } from '../../kit/toast';
import { useRowsUpdater } from './useRowsUpdater';
import { useStoredRowRemoval, type ListRow } from './useStoredRowRemoval';

type ProspectRef = z.infer<typeof ProspectRefSchema>;

/** The step's form, for the list it holds under `Field`. */
interface RowsForm<T, Field extends string> {
  values: { [Name in Field]: T[] };
  setField: (name: Field, rows: T[]) => void;
}

export interface StepRowsOptions<T extends ListRow> {
  /** The row's name in the 'deleted' toast: 'Owner', 'Supplier'. */
  item: string;
  /** The prospect the stored rows belong to ('' before it is saved). */
  prospectId: ProspectRef;
  /** The server's removal of stored rows of a prospect (deleteOwner, deleteSupplier). */
  deleteStored: (request: { id: number[]; prospect_id: ProspectRef }) => { unwrap: () => Promise<unknown> };
  /** False once the list holds as many rows as it may. */
  canAdd: (rows: readonly T[]) => boolean;
  /** A new row. */
  blank: () => T;
}

/**
 * The owners and suppliers lists of the wizard: a row is changed in place, added while the limit
 * allows (else a warning), and removed (a stored row on the server first).
 */
export function useStepRows<T extends ListRow, Field extends string>(
  form: RowsForm<T, Field>,
  field: Field,
  { item, prospectId, deleteStored, canAdd, blank }: StepRowsOptions<T>,
) {
  const rows = form.values[field];
  const { setField } = form;
  const setRows = useCallback((next: T[]) => setField(field, next), [setField, field]);
  const updateRows = useRowsUpdater(rows, setRows);
  const removeStored = (id: number) => deleteStored({ id: [id], prospect_id: prospectId }).unwrap();
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
