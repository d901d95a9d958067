import { placeholderMessages as M } from '../../../shared/messages/placeholders';
import { invoiceAttachmentRules } from '../../../shared/validation/invoiceForm';
import { DateField } from '../../kit/DateField';
import { FileUpload } from '../../kit/FileUpload';
import { MoneyField } from '../../kit/MoneyField';
import { TextField } from '../../kit/TextField';
import { useZodForm } from '../../kit/useZodForm';
import { ChoiceField } from './ChoiceField';
import { blankDeposit, DepositFormSchema, type DepositFormInput } from './sampleForms';
import { depositStatuses, depositTypes, sampleReceivingAccounts } from './sampleRows';
import { SampleFormDialog } from './SampleFormDialog';

const F = M.deposits.fields;
const receivingAccounts = sampleReceivingAccounts.map((account) => account.title);

export interface DepositDialogProps {
  /** The sample deposit being edited; a new one when absent. */
  deposit?: DepositFormInput;
  onClose: () => void;
}

/** Add New Deposit, or Edit Deposit from a row (spec part 3 §2, §3, §5): checked, never submitted. */
export function DepositDialog({ deposit, onClose }: DepositDialogProps) {
  const form = useZodForm(DepositFormSchema, deposit ?? blankDeposit);
  const { values } = form;
  return (
    <SampleFormDialog
      title={deposit ? M.editDeposit : M.addDeposit}
      isDirty={form.isDirty}
      check={() => form.validateAll().ok}
      onClose={onClose}
    >
      <MoneyField label={F.amount} {...form.bind('amount')} />
      <DateField
        label={F.date}
        required
        value={values.date}
        onChange={(value) => form.setField('date', value, { touch: true })}
        onBlur={() => form.touch('date')}
        error={form.errorOf('date')}
      />
      <ChoiceField
        label={F.receivingAccount}
        required
        choices={receivingAccounts}
        {...form.bind('receiving_account')}
      />
      <TextField label={F.invoice} required maxLength={20} {...form.bind('invoice')} />
      <TextField label={F.sender} required maxLength={50} {...form.bind('sender')} />
      <ChoiceField label={F.status} choices={depositStatuses} {...form.bind('status')} />
      <ChoiceField label={F.type} required choices={depositTypes} {...form.bind('type')} />
      <FileUpload
        label={F.attachment}
        required
        rules={{ ...invoiceAttachmentRules, maxFiles: 1 }}
        replacesStored
        stripPrefix={false}
        existingFiles={values.attachment ? [{ id: values.attachment, name: values.attachment }] : []}
        onFilesAccepted={(files) => form.setField('attachment', files[0]?.name ?? '', { touch: true })}
        onDelete={() => form.setField('attachment', '', { touch: true })}
        error={form.errorOf('attachment')}
      />
      <TextField label={F.description} required maxLength={150} rows={3} {...form.bind('description')} />
    </SampleFormDialog>
  );
}
