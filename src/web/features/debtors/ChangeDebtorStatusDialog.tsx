import { DebtorStatusValueSchema, type DebtorRow } from '../../../shared/contract/debtors';
import { messages } from '../../../shared/messages';
import { ChangeStatusDialog } from '../../kit/ChangeStatusDialog';
import { DropdownField } from '../../lookups/DropdownField';
import { useChangeDebtorStatusMutation } from './api';
import { statusChoices } from './statusChoices';
import { useDebtorStatuses } from './useDebtorStatuses';

export interface ChangeDebtorStatusDialogProps {
  /** The debtors of clients to move (the list's selection). */
  debtors: readonly DebtorRow[];
  onClose: () => void;
}

/**
 * Change Status (spec part 2 §4): one status for every selected debtor, offering only the moves
 * each of them allows; 'Status is required'.
 */
export function ChangeDebtorStatusDialog({ debtors, onClose }: ChangeDebtorStatusDialogProps) {
  const statuses = useDebtorStatuses();
  const [changeStatus, { isLoading }] = useChangeDebtorStatusMutation();
  return (
    <ChangeStatusDialog
      title={messages.debtor.changeStatus}
      status={DebtorStatusValueSchema}
      field={(props) => (
        <DropdownField
          label={messages.debtor.screens.labels.status}
          {...props}
          choices={statuses}
          offered={statusChoices(statuses.items, debtors)}
        />
      )}
      save={(status) =>
        changeStatus({
          debtor_prospect_id: debtors.map((debtor) => debtor.debtor_prospect_id),
          status,
        }).unwrap()
      }
      saving={isLoading}
      onClose={onClose}
    />
  );
}
