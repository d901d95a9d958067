import { brokerStatusValues, mayMoveBroker } from '../../../shared/contract/brokers';
import type { DropdownItem } from '../../../shared/dropdowns';

/**
 * The statuses offered for brokers now in `from` (empty for a new broker): every status, except
 * that an Approved broker is offered only the move to 3 (spec part 1 §4), so a selection holding
 * one is too.
 */
export function statusChoices(items: readonly DropdownItem[], from: readonly number[]): DropdownItem[] {
  return items.filter((item) =>
    from.every((status) =>
      status === brokerStatusValues.approved
        ? item.value !== status && mayMoveBroker(status, item.value)
        : mayMoveBroker(status, item.value),
    ),
  );
}
