import { textLimits, zipLength } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { BrokerFormInput } from '../../../shared/validation/brokerForm';
import { MaskedField } from '../../kit/MaskedField';
import { PhoneField } from '../../kit/PhoneField';
import { StateSelect } from '../../kit/StateSelect';
import { TextField } from '../../kit/TextField';
import { ZipField } from '../../kit/ZipField';
import { formGrid } from '../users/formGrid';
import { useLazyZipPlacesQuery, usePhoneCountriesQuery } from '../users/lookupsApi';

type FieldName = keyof BrokerFormInput & string;
type CodeName = 'country_phone_code' | 'country_fax_code' | 'country_telephone_code';

/** What the fields read and set of a form holding the broker form's values (/brokerdetails, /becomepartner). */
export interface BrokerFieldsForm {
  values: BrokerFormInput;
  setField: (name: FieldName, value: string, options?: { touch?: boolean }) => void;
  setFields: (patch: Partial<BrokerFormInput>) => void;
  touch: (name: string) => void;
  errorOf: (path: string) => string | undefined;
}

export interface BrokerFormFieldsProps {
  form: BrokerFieldsForm;
  /** Every field read-only (a user who may not save). */
  disabled?: boolean;
  /**
   * An existing broker seen without sensitive_information_disclosure: the tax ID/SSN shows
   * disabled and the license number read-only, both as the server masked them.
   */
  numbersLocked?: boolean;
}

const F = messages.fields;
const B = messages.broker.form;
/** Letters and hyphens, as the name rule allows (spec part 1 §5, Broker form). */
const nameFilter = /[A-Za-z-]/;
/** Letters and digits, plus the dashes that are stripped before sending. */
const licenseFilter = /[A-Za-z0-9-]/;

/**
 * The broker form's fields (spec part 1 §5, Broker form): names, email, phone, fax and telephone
 * with their codes, address, zip whose lookup fills the read-only state and city, tax ID/SSN,
 * license number and state of formation.
 */
export function BrokerFormFields({ form, disabled = false, numbersLocked = false }: BrokerFormFieldsProps) {
  const { data: countries = [] } = usePhoneCountriesQuery();
  const [lookUpZip] = useLazyZipPlacesQuery();
  const { values } = form;

  const text = (name: FieldName) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (value: string) => form.setField(name, value),
    onBlur: () => form.touch(name),
    error: form.errorOf(name),
    disabled,
  });

  const phone = (name: FieldName, codeName: CodeName, label: string, required: boolean) => (
    <PhoneField
      label={label}
      required={required}
      kind={name === 'fax' ? 'fax' : 'phone'}
      countries={countries}
      code={values[codeName]}
      onCodeChange={(code) => form.setField(codeName, code, { touch: true })}
      {...text(name)}
      error={form.errorOf(name) ?? form.errorOf(codeName)}
    />
  );

  return (
    <div className={formGrid.grid}>
      <TextField
        label={F.firstName}
        required
        maxLength={textLimits.brokerName}
        filter={nameFilter}
        {...text('first_name')}
      />
      <TextField
        label={F.lastName}
        maxLength={textLimits.brokerName}
        filter={nameFilter}
        {...text('last_name')}
      />
      <TextField
        label={F.email}
        required
        type="email"
        maxLength={textLimits.brokerEmail}
        {...text('email')}
      />
      {phone('phone', 'country_phone_code', F.phone, true)}
      {phone('fax', 'country_fax_code', B.fax, true)}
      {phone('telephone', 'country_telephone_code', B.telephone, false)}
      <TextField
        label={F.address}
        required
        maxLength={textLimits.brokerAddress}
        className={formGrid.wide}
        {...text('street_address')}
      />
      <ZipField
        label={F.zip}
        required
        {...text('zip')}
        // State and city belong to a looked-up zip: any change that leaves it incomplete clears them.
        clearBelow={zipLength}
        onLookup={(zip) => lookUpZip(zip, true).unwrap()}
        onPick={(place) => form.setFields({ zip: place.zip, city: place.city, state: place.full_state })}
        onClearPick={() => form.setFields({ city: '', state: '' })}
      />
      <TextField label={F.state} required readOnly {...text('state')} onChange={() => undefined} />
      <TextField label={F.city} required readOnly {...text('city')} onChange={() => undefined} />
      {numbersLocked ? (
        <TextField label={B.taxId} required {...text('ssn')} onChange={() => undefined} disabled />
      ) : (
        <MaskedField label={B.taxId} required kind="ssn" {...text('ssn')} />
      )}
      <TextField
        label={B.license}
        required
        maxLength={textLimits.brokerLicense}
        filter={licenseFilter}
        readOnly={numbersLocked}
        {...text('license_number')}
      />
      <StateSelect
        label={B.stateOfFormation}
        value={String(values.state_of_formation ?? '')}
        onChange={(state) => form.setField('state_of_formation', state, { touch: true })}
        onBlur={() => form.touch('state_of_formation')}
        includeTerritories={false}
        error={form.errorOf('state_of_formation')}
        disabled={disabled}
      />
    </div>
  );
}
