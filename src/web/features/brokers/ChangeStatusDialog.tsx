import type { FormEvent } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { z } from 'zod';
import type { Broker } from '../../../shared/contract/brokers';
import { messages } from '../../../shared/messages';
import { BrokerStatusValueSchema } from '../../../shared/validation/brokerForm';
import { AppDialog } from '../../kit/AppDialog';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useZodForm } from '../../kit/useZodForm';
import { notChosen } from '../users/notChosen';
import { useChangeBrokerStatusMutation } from './api';
import { BrokerStatusField } from './BrokerStatusField';

const ChangeStatusSchema = z.strictObject({ status: BrokerStatusValueSchema });
const formId = 'fd-broker-change-status';

export interface ChangeStatusDialogProps {
  /** The brokers to move (the list's selection). */
  brokers: readonly Broker[];
  onClose: () => void;
}

/** Change Status (spec part 1 §2.6, §4): one status for every selected broker; 'Status is required'. */
export function ChangeStatusDialog({ brokers, onClose }: ChangeStatusDialogProps) {
  const form = useZodForm(ChangeStatusSchema, { status: notChosen<number>() });
  const [changeStatus, { isLoading }] = useChangeBrokerStatusMutation();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validateAll();
    if (!result.ok || isLoading) return;
    try {
      const answer = await changeStatus({ ids: brokers.map((broker) => broker.id), ...result.data }).unwrap();
      void toastSuccess(messages.broker.changeStatus, answer.message);
      onClose();
    } catch (error) {
      void toastFromError(error, messages.titles.statusChangeFailed);
    }
  };

  return (
    <AppDialog
      isOpen
      title={messages.broker.changeStatus}
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
        <BrokerStatusField
          required
          value={form.values.status}
          from={brokers.map((broker) => broker.status)}
          onChange={(status) => form.setField('status', status, { touch: true })}
          onBlur={() => form.touch('status')}
          error={form.errorOf('status')}
        />
      </form>
    </AppDialog>
  );
}
