import { messages } from '../../../shared/messages';
import { DropdownField, type DropdownFieldProps } from '../../lookups/DropdownField';
import { statusChoices } from './statusChoices';
import { useBrokerStatuses } from './useBrokerStatuses';

export interface BrokerStatusFieldProps extends Omit<DropdownFieldProps, 'choices' | 'offered'> {
  /** The current statuses of the brokers being moved (empty for a new broker). */
  from: readonly number[];
}

/** A broker's Status, from the broker_status dropdown, offering only the moves the rules allow. */
export function BrokerStatusField({ from, ...field }: BrokerStatusFieldProps) {
  const statuses = useBrokerStatuses();
  return (
    <DropdownField
      label={messages.broker.screens.statusName}
      {...field}
      choices={statuses}
      offered={statusChoices(statuses.items, from)}
    />
  );
}
