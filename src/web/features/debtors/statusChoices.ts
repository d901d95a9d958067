import type { DebtorRow } from '../../../shared/contract/debtors';
import { debtorStatusTargets } from '../../../shared/dropdowns';
import type { DropdownItem } from '../../../shared/dropdowns';

/**
 * The statuses every selected debtor may move to (spec part 2 §4): pending gives Active or
 * Terminated, Active gives Terminated, Terminated gives Active; a deleted debtor moves nowhere, so
 * a selection holding one is offered nothing.
 */
export function statusChoices(
  items: readonly DropdownItem[],
  selected: readonly Pick<DebtorRow, 'status' | 'deleted'>[],
): DropdownItem[] {
  if (selected.length === 0) return [];
  return items.filter((item) =>
    selected.every((row) => {
      if (row.deleted) return false;
      const targets: readonly number[] =
        debtorStatusTargets[row.status as keyof typeof debtorStatusTargets] ?? [];
      return targets.includes(item.value);
    }),
  );
}
