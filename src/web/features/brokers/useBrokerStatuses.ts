import { useCallback } from 'react';
import { dropdownLabel, type DropdownItem } from '../../../shared/dropdowns';
import { useBrokerStatusListQuery } from './api';

export interface BrokerStatuses {
  /** The broker_status dropdown as the server sends it (empty until it arrives). */
  items: readonly DropdownItem[];
  /** A status value's name: the server's, or the catalogue's while the list loads. */
  nameOf: (value: number) => string;
  loading: boolean;
}

const noItems: readonly DropdownItem[] = [];

/** The broker statuses of the broker_status dropdown (lookup/dropdowns), for the list, the form and the dialog. */
export function useBrokerStatuses(): BrokerStatuses {
  const { data, isFetching } = useBrokerStatusListQuery();
  const items = data ?? noItems;
  const nameOf = useCallback(
    (value: number) =>
      items.find((item) => item.value === value)?.name ??
      dropdownLabel('broker_status', value) ??
      String(value),
    [items],
  );
  return { items, nameOf, loading: isFetching };
}
