import { z } from 'zod';
import { dropdowns, type DropdownItem } from '../../../shared/dropdowns';
import { TicketCreateSchema, ticketLimits } from '../../../shared/contract/support';
import { supportMessages } from '../../../shared/messages/support';
import { FormDialog } from '../../kit/FormDialog';
import { notChosen } from '../../kit/notChosen';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useZodForm } from '../../kit/useZodForm';
import { useCreateTicketMutation } from './api';

const M = supportMessages.support;
const FormSchema = TicketCreateSchema.extend({ module: z.number().int().optional() });

/** Add New Ticket (spec part 3 §2, §5 Support): title ≤ 40, type, priority, details ≤ 150. */
export function AddTicketDialog({ onClose }: { onClose: () => void }) {
  const form = useZodForm(FormSchema, {
    title: '',
    ticket_type: notChosen<number>(),
    priority: notChosen<number>(),
    details: '',
  });
  const [create, { isLoading }] = useCreateTicketMutation();
  const pick = (name: 'ticket_type' | 'priority', items: readonly DropdownItem[], label: string) => (
    <SelectField<DropdownItem>
      label={label}
      required
      items={items}
      value={items.find((item) => item.value === form.values[name]) ?? null}
      onChange={(item) => form.setField(name, item.value, { touch: true })}
      itemLabel={(item) => item.name}
      itemKey={(item) => item.value}
      filterable={false}
      error={form.errorOf(name)}
    />
  );
  const submit = async () => {
    const result = form.validateAll();
    if (!result.ok || isLoading) return;
    try {
      const answer = await create(result.data).unwrap();
      void toastSuccess(M.addNewTicket, answer.message);
      onClose();
    } catch (error) {
      void toastFromError(error, M.creationFailed);
    }
  };
  return (
    <FormDialog
      title={M.addNewTicket}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={isLoading}
      isDirty={form.isDirty}
    >
      <TextField
        label="Title"
        required
        maxLength={ticketLimits.titleMax}
        {...form.bind('title')}
        error={form.errorOf('title')}
      />
      {pick('ticket_type', dropdowns.support_ticket_type, 'Ticket Type')}
      {pick('priority', dropdowns.support_ticket_priority, 'Priority')}
      <TextField
        label="Details"
        required
        rows={4}
        maxLength={ticketLimits.detailsMax}
        {...form.bind('details')}
        error={form.errorOf('details')}
      />
    </FormDialog>
  );
}
