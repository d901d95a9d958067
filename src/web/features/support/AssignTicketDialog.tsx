import { useState } from 'react';
import { supportMessages } from '../../../shared/messages/support';
import { FormDialog } from '../../kit/FormDialog';
import { SelectField } from '../../kit/SelectField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useAssignTicketMutation, useTicketAssigneesQuery } from './api';

const M = supportMessages.support;
type Assignee = { id: string; first_name: string; last_name: string; user_role: string };

/** Assign Ticket (spec part 3 §4): one ticket, to a user of the admin or adminnew role. */
export function AssignTicketDialog({ ticketId, onClose }: { ticketId: number; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const { data = [], isFetching } = useTicketAssigneesQuery({ search_text: search });
  const [chosen, setChosen] = useState<Assignee | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [assign, { isLoading }] = useAssignTicketMutation();
  const submit = async () => {
    if (chosen === null) return setError('User is required');
    try {
      const answer = await assign({ id: [ticketId], user_id: chosen.id }).unwrap();
      void toastSuccess(M.assignTicket, answer.message);
      onClose();
    } catch (caught) {
      void toastFromError(caught, M.assignmentFailed);
    }
  };
  return (
    <FormDialog
      title={M.assignTicket}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={isLoading}
      isDirty={chosen !== null}
    >
      <SelectField<Assignee>
        label="User"
        required
        items={data}
        value={chosen}
        onChange={(user) => {
          setChosen(user);
          setError(undefined);
        }}
        onSearch={setSearch}
        loading={isFetching}
        itemLabel={(user) => `${user.first_name} ${user.last_name}`.trim()}
        itemKey={(user) => user.id}
        error={error}
      />
    </FormDialog>
  );
}
