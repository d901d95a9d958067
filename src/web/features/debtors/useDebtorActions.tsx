import { useState, type ReactNode } from 'react';
import type { DebtorRow } from '../../../shared/contract/debtors';
import { messages } from '../../../shared/messages';
import type { TableAction } from '../../kit/tableTypes';
import { ChangeDebtorStatusDialog } from './ChangeDebtorStatusDialog';
import { ImportDialog } from './ImportDialog';
import { statusChoices } from './statusChoices';
import { useDebtorStatuses } from './useDebtorStatuses';

type OpenDialog = { kind: 'import' } | { kind: 'status'; debtors: readonly DebtorRow[] } | null;

export interface DebtorActions {
  /** The kebab's items. */
  actions: TableAction<DebtorRow>[];
  /** The dialog an item opened, if any. */
  dialog: ReactNode;
}

/**
 * The /debtormain kebab (spec part 2 §2): Import and Change Status, each through its dialog.
 * Importing files new debtors, so it also takes the Profile right that adding one does.
 */
export function useDebtorActions(held: ReadonlySet<string>): DebtorActions {
  const [open, setOpen] = useState<OpenDialog>(null);
  const { items } = useDebtorStatuses();
  const close = () => setOpen(null);

  const actions: TableAction<DebtorRow>[] = [
    ...(held.has('debtor_profile')
      ? [
          {
            id: 'import',
            label: messages.debtor.import,
            icon: 'import',
            right: 'add_new_debtor',
            onSelect: () => setOpen({ kind: 'import' }),
          } satisfies TableAction<DebtorRow>,
        ]
      : []),
    {
      id: 'change-status',
      label: messages.debtor.changeStatus,
      icon: 'swap-horizontal',
      right: 'debtor_status_change',
      enabled: (selected) => statusChoices(items, selected).length > 0,
      onSelect: (selected) => setOpen({ kind: 'status', debtors: selected }),
    },
  ];

  let dialog: ReactNode = null;
  if (open?.kind === 'import') dialog = <ImportDialog onClose={close} />;
  if (open?.kind === 'status') dialog = <ChangeDebtorStatusDialog debtors={open.debtors} onClose={close} />;
  return { actions, dialog };
}
