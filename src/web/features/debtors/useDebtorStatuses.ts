import { useCallback } from 'react';
import { dropdownLabel, type DropdownItem } from '../../../shared/dropdowns';
import { useDebtorStatusListQuery } from './api';

export interface DebtorStatuses {
  /** The debtor_status dropdown as the server sends it (empty until it arrives). */
  items: readonly DropdownItem[];
  /** A status value's name: the server's, or the catalogue's while the list loads. */
  nameOf: (value: number) => string;
  loading: boolean;
}

const noItems: readonly DropdownItem[] = [];

/** The debtor statuses of the debtor_status dropdown (lookup/dropdowns), for the list and its dialog. */
export function useDebtorStatuses(): DebtorStatuses {
  const { data, isFetching } = useDebtorStatusListQuery();
  const items = data ?? noItems;
  const nameOf = useCallback(
    (value: number) =>
      items.find((item) => item.value === value)?.name ??
      dropdownLabel('debtor_status', value) ??
      String(value),
    [items],
  );
  return { items, nameOf, loading: isFetching };
}
