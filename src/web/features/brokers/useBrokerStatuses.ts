import { useDropdownChoices, type DropdownChoices } from '../../lookups/useDropdownChoices';
import { useBrokerStatusListQuery } from './api';

/** The broker statuses of the broker_status dropdown (lookup/dropdowns), for the list, the form and the dialog. */
export function useBrokerStatuses(): DropdownChoices {
  return useDropdownChoices('broker_status', useBrokerStatusListQuery());
}
