import type { FormEvent } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { z } from 'zod';
import { DebtorStatusValueSchema, type DebtorRow } from '../../../shared/contract/debtors';
import type { DropdownItem } from '../../../shared/dropdowns';
import { messages } from '../../../shared/messages';
import { AppDialog } from '../../kit/AppDialog';
import { SelectField } from '../../kit/SelectField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useZodForm } from '../../kit/useZodForm';
import { notChosen } from '../users/notChosen';
import { useChangeDebtorStatusMutation } from './api';
import { statusChoices } from './statusChoices';
import { useDebtorStatuses } from './useDebtorStatuses';

const ChangeStatusSchema = z.strictObject({ status: DebtorStatusValueSchema });
const formId = 'fd-debtor-change-status';

export interface ChangeStatusDialogProps {
  /** The debtors of clients to move (the list's selection). */
  debtors: readonly DebtorRow[];
  onClose: () => void;
}

/**
 * Change Status (spec part 2 §4): one status for every selected debtor, offering only the moves
 * each of them allows; 'Status is required'.
 */
export function ChangeStatusDialog({ debtors, onClose }: ChangeStatusDialogProps) {
  const statuses = useDebtorStatuses();
  const form = useZodForm(ChangeStatusSchema, { status: notChosen<number>() });
  const [changeStatus, { isLoading }] = useChangeDebtorStatusMutation();
  const choices = statusChoices(statuses.items, debtors);
  const chosen = form.values.status;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validateAll();
    if (!result.ok || isLoading) return;
    try {
      const answer = await changeStatus({
        debtor_prospect_id: debtors.map((debtor) => debtor.debtor_prospect_id),
        status: result.data.status,
      }).unwrap();
      void toastSuccess(messages.debtor.changeStatus, answer.message);
      onClose();
    } catch (error) {
      void toastFromError(error, messages.titles.statusChangeFailed);
    }
  };

  return (
    <AppDialog
      isOpen
      title={messages.debtor.changeStatus}
      onClose={onClose}
      isDirty={form.isDirty}
      footer={
        <>
          <Button text={messages.common.cancel} onClick={onClose} disabled={isLoading} />
          <Button
            type="submit"
            form={formId}
            intent={Intent.PRIMARY}
            text={messages.common.save}
            loading={isLoading}
          />
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <SelectField<DropdownItem>
          label={messages.debtor.screens.labels.status}
          required
          items={choices}
          value={chosen === undefined ? null : { value: chosen, name: statuses.nameOf(chosen) }}
          onChange={(item) => form.setField('status', item.value, { touch: true })}
          onBlur={() => form.touch('status')}
          itemLabel={(item) => item.name}
          itemKey={(item) => item.value}
          filterable={false}
          loading={statuses.loading}
          error={form.errorOf('status')}
        />
      </form>
    </AppDialog>
  );
}
