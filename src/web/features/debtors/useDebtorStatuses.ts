import { useDropdownChoices, type DropdownChoices } from '../../lookups/useDropdownChoices';
import { useDebtorStatusListQuery } from './api';

/** The debtor statuses of the debtor_status dropdown (lookup/dropdowns), for the list and its dialog. */
export function useDebtorStatuses(): DropdownChoices {
  return useDropdownChoices('debtor_status', useDebtorStatusListQuery());
}
