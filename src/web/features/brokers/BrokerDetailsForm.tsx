import type { Broker } from '../../../shared/contract/brokers';
import { messages } from '../../../shared/messages';
import {
  BrokerDetailsFormSchema,
  BrokerDetailsKeptNumbersSchema,
} from '../../../shared/validation/brokerForm';
import { RecordForm } from '../../kit/RecordForm';
import { useSaveAndLeave } from '../../kit/useSaveAndLeave';
import { useZodForm } from '../../kit/useZodForm';
import { formGrid } from '../../kit/formGrid';
import { useSaveBrokerMutation } from './api';
import { BrokerFormFields } from './BrokerFormFields';
import { brokerDetailsValues } from './brokerFormValues';
import { BrokerStatusField } from './BrokerStatusField';

export interface BrokerDetailsFormProps {
  /** The broker being edited; null adds a new one. */
  broker: Broker | null;
  /** add_new_broker: without it the form is read-only. */
  canSave: boolean;
  /** broker_status_change: without it the status stays as it is. */
  canChangeStatus: boolean;
  /** The user's sensitive_information_disclosure flag. */
  sensitive: boolean;
}

/**
 * The Add/Edit Broker form (spec part 1 §5, Broker form): every rule of the shared schema, the
 * status from broker_status (an Approved broker offered only 3), tax ID/SSN and license number
 * locked on an existing broker for a user without the disclosure flag; leaving unsaved asks first.
 */
export function BrokerDetailsForm({ broker, canSave, canChangeStatus, sensitive }: BrokerDetailsFormProps) {
  const numbersLocked = broker !== null && !sensitive;
  const form = useZodForm(
    numbersLocked ? BrokerDetailsKeptNumbersSchema : BrokerDetailsFormSchema,
    brokerDetailsValues(broker),
  );
  const [saveBroker, { isLoading: saving }] = useSaveBrokerMutation();
  const saveAndLeave = useSaveAndLeave(form.isDirty && canSave, '/brokers');
  const isEdit = broker !== null;

  const handleSubmit = async () => {
    const result = form.validateAll();
    if (!result.ok || !canSave || saving) return;
    const data = result.data;
    await saveAndLeave(() => saveBroker(isEdit ? { ...data, id: broker.id } : data).unwrap(), {
      item: 'Broker',
      existed: isEdit,
    });
  };

  return (
    <RecordForm
      label={isEdit ? messages.broker.edit : messages.broker.addNew}
      onSubmit={handleSubmit}
      saving={saving}
      readOnly={!canSave}
      cancelTo="/brokers"
    >
      <BrokerFormFields form={form} disabled={!canSave} numbersLocked={numbersLocked} />
      <div className={formGrid.grid}>
        <BrokerStatusField
          required
          value={form.values.status}
          from={broker ? [broker.status] : []}
          onChange={(status) => form.setField('status', status, { touch: true })}
          onBlur={() => form.touch('status')}
          disabled={!canSave || !canChangeStatus}
          error={form.errorOf('status')}
        />
      </div>
    </RecordForm>
  );
}
