import { useMemo } from 'react';
import { Callout, Intent } from '@blueprintjs/core';
import { terminationFormSchema, type ClientRow } from '../../../shared/contract/clients';
import { addDaysIso, todayIso } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { DateField } from '../../kit/DateField';
import { FactList } from '../../kit/FactList';
import { FormDialog } from '../../kit/FormDialog';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { confirm } from '../../kit/useConfirm';
import { useZodForm } from '../../kit/useZodForm';
import { useClientTerminationInfoQuery, useTerminateClientMutation } from './api';

const C = messages.clients;
const S = C.screens;
const L = S.labels;

export interface TerminateClientDialogProps {
  client: Pick<ClientRow, 'id' | 'company_business_name'>;
  onClose: () => void;
}

/**
 * Terminate Client (spec part 1 §2.5, §3, §4): what the client still has on the books, a
 * termination date from tomorrow on, and a last question, since it cannot be undone.
 */
export function TerminateClientDialog({ client, onClose }: TerminateClientDialogProps) {
  const info = useClientTerminationInfoQuery({ prospect_id: client.id });
  const schema = useMemo(() => terminationFormSchema(() => todayIso()), []);
  const form = useZodForm(schema, { terminated_at: '' });
  const [terminate, { isLoading }] = useTerminateClientMutation();

  const submit = async () => {
    const checked = form.validateAll();
    if (!checked.ok) return;
    if (!(await confirm({ message: S.terminateConfirm, intent: Intent.DANGER }))) return;
    try {
      const answer = await terminate({ id: client.id, terminated_at: checked.data.terminated_at }).unwrap();
      void toastSuccess(messages.client.terminateClient, answer.message);
      onClose();
    } catch (error) {
      void toastFromError(error);
    }
  };

  const totals = info.data;
  return (
    <FormDialog
      title={`${messages.client.terminateClient}: ${client.company_business_name}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={isLoading}
      isDirty={form.isDirty}
      submitText={C.terminate}
    >
      {totals ? (
        <FactList
          facts={[
            { label: L.totalDebtors, value: totals.total_debtors },
            { label: L.totalReserves, value: formatUsd(totals.total_reserves) },
            { label: L.totalCollectionPending, value: formatUsd(totals.total_collection_amount_pending) },
            { label: L.totalHoldAccounts, value: totals.total_hold_accounts },
          ]}
        />
      ) : (
        <LoadingBlock />
      )}
      <Callout intent={Intent.WARNING}>{S.terminateIrreversible}</Callout>
      <DateField
        label={C.terminationDate}
        required
        minDate={addDaysIso(todayIso(), 1)}
        {...form.bind('terminated_at')}
      />
    </FormDialog>
  );
}
