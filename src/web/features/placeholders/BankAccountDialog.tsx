import { placeholderMessages as M } from '../../../shared/messages/placeholders';
import { MaskedField } from '../../kit/MaskedField';
import { StateSelect } from '../../kit/StateSelect';
import { TextField } from '../../kit/TextField';
import { useZodForm } from '../../kit/useZodForm';
import { ChoiceField } from './ChoiceField';
import { BankAccountFormSchema, blankBankAccount } from './sampleForms';
import { countries } from './sampleRows';
import { SampleFormDialog } from './SampleFormDialog';

const F = M.bankAccounts.fields;

/** Add New Bank Account (spec part 3 §2, §3, §5): checked, never submitted. */
export function BankAccountDialog({ onClose }: { onClose: () => void }) {
  const form = useZodForm(BankAccountFormSchema, blankBankAccount);
  const { values } = form;
  return (
    <SampleFormDialog
      title={M.addBankAccount}
      isDirty={form.isDirty}
      check={() => form.validateAll().ok}
      onClose={onClose}
    >
      <TextField label={F.name} required maxLength={50} {...form.bind('name')} />
      <TextField label={F.code} maxLength={20} filter="alphanumeric" {...form.bind('code')} />
      <TextField label={F.email} type="email" maxLength={100} {...form.bind('email')} />
      <MaskedField label={F.phone} kind="phone" {...form.bind('phone')} />
      <TextField label={F.address} maxLength={120} {...form.bind('address')} />
      <TextField label={F.city} maxLength={50} {...form.bind('city')} />
      <StateSelect
        label={F.state}
        value={values.state}
        onChange={(state) => form.setField('state', state, { touch: true })}
        onBlur={() => form.touch('state')}
      />
      <ChoiceField label={F.country} required choices={countries} {...form.bind('country')} />
    </SampleFormDialog>
  );
}
