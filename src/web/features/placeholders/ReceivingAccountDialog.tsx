import { placeholderMessages as M } from '../../../shared/messages/placeholders';
import { TextField } from '../../kit/TextField';
import { useZodForm } from '../../kit/useZodForm';
import { ChoiceField } from './ChoiceField';
import { blankReceivingAccount, ReceivingAccountFormSchema } from './sampleForms';
import { accountStatuses, accountTypes, currencies } from './sampleRows';
import { SampleFormDialog } from './SampleFormDialog';

const F = M.receivingAccounts.fields;

/** Add New Receiving Account (spec part 3 §2, §3, §5): checked, never submitted. */
export function ReceivingAccountDialog({ onClose }: { onClose: () => void }) {
  const form = useZodForm(ReceivingAccountFormSchema, blankReceivingAccount);
  return (
    <SampleFormDialog
      title={M.addReceivingAccount}
      isDirty={form.isDirty}
      check={() => form.validateAll().ok}
      onClose={onClose}
    >
      <TextField label={F.number} required maxLength={25} filter="digits" {...form.bind('number')} />
      <TextField label={F.title} required maxLength={50} {...form.bind('title')} />
      <TextField label={F.bankName} required maxLength={50} {...form.bind('bank_name')} />
      <ChoiceField label={F.accountType} choices={accountTypes} {...form.bind('account_type')} />
      <ChoiceField label={F.currency} choices={currencies} {...form.bind('currency')} />
      <ChoiceField label={F.status} choices={accountStatuses} {...form.bind('status')} />
      <TextField label={F.description} required maxLength={150} rows={3} {...form.bind('description')} />
    </SampleFormDialog>
  );
}
