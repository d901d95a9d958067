import { Tag } from '@blueprintjs/core';
import { masks } from '../../../shared/constants';
import type { Broker } from '../../../shared/contract/brokers';
import { messages } from '../../../shared/messages';
import { SendAgreementFormSchema } from '../../../shared/validation/brokerForm';
import { FormDialog } from '../../kit/FormDialog';
import { DateField } from '../../kit/DateField';
import { TextField } from '../../kit/TextField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useZodForm } from '../../kit/useZodForm';
import { useSendBrokerAgreementMutation } from './api';
import { commissionFilter } from './commissionFilter';

const B = messages.broker;

export interface SendAgreementDialogProps {
  /** The Approved brokers the agreement goes to; one broker's stored date and commission fill the form. */
  brokers: readonly Broker[];
  onClose: () => void;
}

/**
 * Send Agreement (spec part 1 §2.6, §5): agreement date and commission percentage (99.99, above
 * 0), mailed to each broker in turn; 'Agreement Sent' once all went.
 */
export function SendAgreementDialog({ brokers, onClose }: SendAgreementDialogProps) {
  const only = brokers.length === 1 ? brokers[0] : undefined;
  const form = useZodForm(SendAgreementFormSchema, {
    agreement_date: only?.agreement_date ?? '',
    broker_commission: only?.broker_commission ?? '',
  });
  const [sendAgreement, { isLoading }] = useSendBrokerAgreementMutation();

  const handleSubmit = async () => {
    const result = form.validateAll();
    if (!result.ok || isLoading) return;
    try {
      for (const broker of brokers) await sendAgreement({ id: broker.id, ...result.data }).unwrap();
      void toastSuccess(B.agreementSent);
      onClose();
    } catch (error) {
      void toastFromError(error);
    }
  };

  const commission = form.values.broker_commission;
  return (
    <FormDialog
      title={B.sendAgreement}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      saving={isLoading}
      isDirty={form.isDirty}
      submitText={B.screens.send}
    >
      <DateField label={B.form.agreementDate} required {...form.bind('agreement_date')} />
      <TextField
        label={B.form.commission}
        required
        name="broker_commission"
        value={typeof commission === 'number' ? String(commission) : commission}
        onChange={(value) => form.setField('broker_commission', value)}
        onBlur={() => form.touch('broker_commission')}
        filter={commissionFilter}
        maxLength={masks.commission.length}
        placeholder={masks.commission}
        inputMode="decimal"
        rightElement={<Tag minimal>%</Tag>}
        helperText={B.screens.commissionHint}
        error={form.errorOf('broker_commission')}
      />
    </FormDialog>
  );
}
