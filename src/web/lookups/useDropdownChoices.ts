import { useCallback } from 'react';
import { dropdownLabel, type DropdownItem, type DropdownName } from '../../shared/dropdowns';

/** A dropdown the server sends (a status list), with names for its values. */
export interface DropdownChoices {
  /** The items as the server sends them (empty until they arrive). */
  items: readonly DropdownItem[];
  /** A value's name: the server's, or the catalogue's while the list loads. */
  nameOf: (value: number) => string;
  loading: boolean;
}

const noItems: readonly DropdownItem[] = [];

/** The dropdown `name` as a lookup query answered it (`useBrokerStatusListQuery()`). */
export function useDropdownChoices(
  name: DropdownName,
  answer: { data?: readonly DropdownItem[] | undefined; isFetching: boolean },
): DropdownChoices {
  const items = answer.data ?? noItems;
  const nameOf = useCallback(
    (value: number) =>
      items.find((item) => item.value === value)?.name ?? dropdownLabel(name, value) ?? String(value),
    [items, name],
  );
  return { items, nameOf, loading: answer.isFetching };
}
