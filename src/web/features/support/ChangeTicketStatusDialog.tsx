import { z } from 'zod';
import { dropdowns, supportStatusForExternalRoles, type DropdownItem } from '../../../shared/dropdowns';
import { supportMessages } from '../../../shared/messages/support';
import { ChangeStatusDialog } from '../../kit/ChangeStatusDialog';
import { SelectField } from '../../kit/SelectField';
import { useChangeTicketStatusMutation } from './api';

const M = supportMessages.support;
const StatusSchema = z.number({ error: 'Status is required' }).int();

/** The statuses a role is offered (spec part 3 §4): client, debtor and broker only value 0. */
export function offeredStatuses(external: boolean): readonly DropdownItem[] {
  const all: readonly DropdownItem[] = dropdowns.support_ticket_status;
  return external ? all.filter((item) => item.value === supportStatusForExternalRoles) : all;
}

/** Change Status of one ticket; the toast is titled 'Ticket Status Change'. */
export function ChangeTicketStatusDialog({
  ticketId,
  external,
  onClose,
}: {
  ticketId: number;
  external: boolean;
  onClose: () => void;
}) {
  const [change, { isLoading }] = useChangeTicketStatusMutation();
  const items = offeredStatuses(external);
  return (
    <ChangeStatusDialog
      title={M.statusChanged.title}
      status={StatusSchema}
      field={(props) => (
        <SelectField<DropdownItem>
          label="Status"
          required
          items={items}
          value={items.find((item) => item.value === props.value) ?? null}
          onChange={(item) => props.onChange(item.value)}
          onBlur={props.onBlur}
          itemLabel={(item) => item.name}
          itemKey={(item) => item.value}
          filterable={false}
          error={props.error}
        />
      )}
      save={(status) => change({ id: [ticketId], status }).unwrap()}
      saving={isLoading}
      onClose={onClose}
    />
  );
}
