import { textLimits } from '../../../shared/constants';
import type { ClientCreditLimit } from '../../../shared/contract/debtors';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { MaskedField } from '../../kit/MaskedField';
import { MoneyField } from '../../kit/MoneyField';
import { PhoneField } from '../../kit/PhoneField';
import { TextField } from '../../kit/TextField';
import { ZipField } from '../../kit/ZipField';
import { formGrid } from '../users/formGrid';
import { useLazyZipPlacesQuery, usePhoneCountriesQuery } from '../users/lookupsApi';
import { ClientField } from './ClientField';
import type { DebtorZodForm } from './debtorFormValues';
import { IndustryField } from './IndustryField';

const D = messages.debtor;
const L = D.screens.labels;

type TextName =
  | 'debtor_name'
  | 'phone'
  | 'fax'
  | 'email'
  | 'address'
  | 'zip'
  | 'state'
  | 'city'
  | 'fein'
  | 'credit_limit'
  | 'optional_comments';

export interface DebtorProfileFieldsProps {
  form: DebtorZodForm;
  /** Every field read-only: a client user looking at an existing debtor (spec part 2 §2). */
  disabled: boolean;
  /** An existing debtor: its client and weekly credit limit are locked. */
  existing: boolean;
  /** The client fixed: a client user's own company, or an existing debtor's client. */
  clientFixed: boolean;
  /** The chosen client's name when the client list may not hold it. */
  clientName?: string;
  /** Whether the FEIN may be typed: a new debtor, or a user holding the disclosure right. */
  feinEditable: boolean;
  /** The chosen client's credit limits, once known. */
  credit: ClientCreditLimit | undefined;
}

/**
 * The Profile tab (spec part 2 §5, Debtor form): client, name, phone and fax with their codes,
 * email, address, zip whose lookup fills the read-only state and city, FEIN, weekly credit limit,
 * industry and comments.
 */
export function DebtorProfileFields(props: DebtorProfileFieldsProps) {
  const { form, disabled, existing, clientFixed, clientName, feinEditable, credit } = props;
  const { data: countries = [] } = usePhoneCountriesQuery();
  const [lookUpZip] = useLazyZipPlacesQuery();
  const { values } = form;

  const text = (name: TextName) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (value: string) => form.setField(name, value),
    onBlur: () => form.touch(name),
    error: form.errorOf(name),
    disabled,
  });
  const phone = (name: 'phone' | 'fax', codeName: 'country_phone_code' | 'country_fax_code') => (
    <PhoneField
      label={name === 'phone' ? L.phone : L.fax}
      required={name === 'phone'}
      kind={name}
      countries={countries}
      code={values[codeName]}
      onCodeChange={(code) => form.setField(codeName, code, { touch: true })}
      {...text(name)}
      error={form.errorOf(name) ?? form.errorOf(codeName)}
    />
  );
  const available = credit?.available_credit_limit;

  return (
    <div className={formGrid.grid}>
      <ClientField
        label={L.clientName}
        required
        value={values.prospect_id}
        name={clientName}
        onChange={(client) => form.setField('prospect_id', client.id, { touch: true })}
        onBlur={() => form.touch('prospect_id')}
        disabled={disabled || clientFixed}
        error={form.errorOf('prospect_id')}
      />
      <TextField
        label={L.debtorName}
        required
        maxLength={textLimits.debtorName}
        filter="alphanumericSpaces"
        {...text('debtor_name')}
      />
      {phone('phone', 'country_phone_code')}
      {phone('fax', 'country_fax_code')}
      <TextField
        label={L.companyEmail}
        required
        type="email"
        maxLength={textLimits.debtorEmail}
        {...text('email')}
      />
      {feinEditable ? (
        <MaskedField label={L.fein} required kind="fein" {...text('fein')} />
      ) : (
        <TextField
          label={L.fein}
          required
          {...text('fein')}
          onChange={() => undefined}
          readOnly
          helperText={messages.prospect.wizard.sensitiveLocked}
        />
      )}
      <TextField
        label={L.address}
        required
        maxLength={textLimits.debtorAddress}
        className={formGrid.wide}
        {...text('address')}
      />
      <ZipField
        label={L.zip}
        required
        {...text('zip')}
        noResultText={D.zipNoRecord}
        onLookup={(zip) => lookUpZip(zip, true).unwrap()}
        onPick={(place) => form.setFields({ zip: place.zip, city: place.city, state: place.full_state })}
        onClearPick={() => form.setFields({ city: '', state: '' })}
      />
      <TextField label={L.state} required readOnly {...text('state')} onChange={() => undefined} />
      <TextField label={L.city} required readOnly {...text('city')} onChange={() => undefined} />
      <MoneyField
        label={L.creditLimit}
        required
        {...text('credit_limit')}
        disabled={disabled || existing}
        helperText={!existing && available ? D.screens.clientAvailable(formatUsd(available)) : undefined}
      />
      <IndustryField
        label={L.industry}
        title={String(values.industry ?? '')}
        id={values.industry_id ?? null}
        onChange={(choice) => {
          form.setFields({ industry: choice.title, industry_id: choice.id });
          form.touch('industry');
        }}
        onBlur={() => form.touch('industry')}
        disabled={disabled}
        error={form.errorOf('industry') ?? form.errorOf('industry_id')}
      />
      <TextField
        label={L.comments}
        maxLength={textLimits.debtorComments}
        rows={3}
        className={formGrid.wide}
        {...text('optional_comments')}
      />
    </div>
  );
}
