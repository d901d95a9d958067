import type { DropdownItem } from '../../../shared/dropdowns';
import { messages } from '../../../shared/messages';
import type { FieldFrameProps } from '../../kit/FormField';
import { SelectField } from '../../kit/SelectField';
import { statusChoices } from './statusChoices';
import { useBrokerStatuses } from './useBrokerStatuses';

export interface BrokerStatusFieldProps extends FieldFrameProps {
  /** The chosen status; undefined while none is chosen. */
  value: number | undefined;
  /** The current statuses of the brokers being moved (empty for a new broker). */
  from: readonly number[];
  /** Called with the picked status. */
  onChange: (value: number) => void;
  /** Called when the list closes. */
  onBlur?: () => void;
}

/** A broker's Status, from the broker_status dropdown, offering only the moves the rules allow. */
export function BrokerStatusField({ value, from, onChange, onBlur, ...frame }: BrokerStatusFieldProps) {
  const statuses = useBrokerStatuses();
  const items = statusChoices(statuses.items, from);
  const chosen: DropdownItem | null = value === undefined ? null : { value, name: statuses.nameOf(value) };
  return (
    <SelectField<DropdownItem>
      label={messages.broker.screens.statusName}
      {...frame}
      items={items}
      value={chosen}
      onChange={(item) => onChange(item.value)}
      onBlur={onBlur}
      itemLabel={(item) => item.name}
      itemKey={(item) => item.value}
      filterable={false}
      loading={statuses.loading}
    />
  );
}
