import { textLimits, zipLength } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { BrokerFormInput } from '../../../shared/validation/brokerForm';
import { CountryPhoneField } from '../../domain/CountryPhoneField';
import { bindPlace, PlaceFields } from '../../domain/PlaceFields';
import { MaskedField } from '../../kit/MaskedField';
import { StateSelect } from '../../kit/StateSelect';
import { TextField } from '../../kit/TextField';
import { formGrid } from '../../kit/formGrid';
import { textBinder } from '../../kit/textBinder';

type FieldName = keyof BrokerFormInput & string;

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
  const { values } = form;

  const { text, phone } = textBinder(form, disabled);

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
      <CountryPhoneField label={F.phone} required {...phone('phone', 'country_phone_code')} />
      <CountryPhoneField label={B.fax} required kind="fax" {...phone('fax', 'country_fax_code')} />
      <CountryPhoneField label={B.telephone} {...phone('telephone', 'country_telephone_code')} />
      <TextField
        label={F.address}
        required
        maxLength={textLimits.brokerAddress}
        className={formGrid.wide}
        {...text('street_address')}
      />
      <PlaceFields
        required
        {...bindPlace(form)}
        disabled={disabled}
        // State and city belong to a looked-up zip: any change that leaves it incomplete clears them.
        clearBelow={zipLength}
      />
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
