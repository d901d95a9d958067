import { textLimits } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import type { OwnerInput } from '../../../../shared/validation/application';
import { DateField } from '../../../kit/DateField';
import { decimalFilter } from '../../../kit/inputFilters';
import { TextField } from '../../../kit/TextField';
import { formGrid } from '../../users/formGrid';
import { ChoiceField } from '../fields/ChoiceField';
import { CountryPhoneField } from '../fields/CountryPhoneField';
import { PlaceZipField } from '../fields/PlaceZipField';
import { SensitiveNumberField } from '../fields/SensitiveNumberField';

const L = messages.applicationFields;

/** Ownership as typed: digits and one dot, at most 5 characters. */
const percentFilter = decimalFilter(textLimits.ownershipPercent);

export interface OwnerFieldsProps {
  owner: OwnerInput;
  /** Replaces fields of this owner. */
  onChange: (patch: Partial<OwnerInput>) => void;
  /** Marks one of this owner's fields touched (its error shows from then on). */
  onTouch: (field: keyof OwnerInput) => void;
  /** The error to show for one of this owner's fields. */
  errorOf: (field: keyof OwnerInput) => string | undefined;
  /** The stored SSN, masked, when the user may not change it. */
  lockedSsn: string | null;
}

/** The fields of one business owner (spec part 1 §5, Owners). */
export function OwnerFields({ owner, onChange, onTouch, errorOf, lockedSsn }: OwnerFieldsProps) {
  const text = (field: 'name' | 'email' | 'address' | 'driver_license') => ({
    value: owner[field] ?? '',
    onChange: (value: string) => onChange({ [field]: value }),
    onBlur: () => onTouch(field),
    error: errorOf(field),
  });
  return (
    <div className={formGrid.grid}>
      <TextField label={L.ownerName} required maxLength={textLimits.ownerName} {...text('name')} />
      <TextField
        label={L.ownership}
        required
        inputMode="decimal"
        filter={percentFilter}
        maxLength={textLimits.ownershipPercent}
        value={owner.percent_owned}
        onChange={(percent) => onChange({ percent_owned: percent })}
        onBlur={() => onTouch('percent_owned')}
        error={errorOf('percent_owned')}
      />
      <TextField label={L.email} required type="email" maxLength={textLimits.ownerEmail} {...text('email')} />
      <ChoiceField
        label={L.homeOwnership}
        required
        choices={messages.prospect.wizard.homeOwnershipChoices}
        value={owner.house_owned}
        onChange={(answer) => {
          onChange({ house_owned: answer });
          onTouch('house_owned');
        }}
        onBlur={() => onTouch('house_owned')}
        error={errorOf('house_owned')}
      />
      <SensitiveNumberField
        kind="ssn"
        label={L.ssn}
        required
        lockedText={lockedSsn}
        value={owner.ssn ?? ''}
        onChange={(ssn) => onChange({ ssn })}
        onBlur={() => onTouch('ssn')}
        error={errorOf('ssn')}
      />
      <DateField
        label={L.dob}
        required
        notInFuture
        value={owner.dob}
        onChange={(dob) => onChange({ dob })}
        onBlur={() => onTouch('dob')}
        error={errorOf('dob')}
      />
      <CountryPhoneField
        label={L.phone}
        required
        code={owner.country_phone_code}
        onCodeChange={(code) => onChange({ country_phone_code: code })}
        value={owner.phone}
        onChange={(phone) => onChange({ phone })}
        onBlur={() => onTouch('phone')}
        error={errorOf('phone')}
      />
      <PlaceZipField
        label={L.zip}
        required
        value={owner.zip}
        onChange={(zip) => onChange({ zip })}
        onBlur={() => onTouch('zip')}
        onPick={(place) => onChange({ zip: place.zip, city: place.city, state: place.full_state })}
        onClearPick={() => onChange({ city: '', state: '' })}
        error={errorOf('zip')}
      />
      <TextField
        label={L.state}
        required
        readOnly
        value={owner.state}
        onChange={() => undefined}
        error={errorOf('state')}
      />
      <TextField label={L.city} readOnly value={owner.city ?? ''} onChange={() => undefined} />
      <TextField label={L.address} maxLength={textLimits.prospectAddress} {...text('address')} />
      <TextField label={L.driverLicense} maxLength={textLimits.driverLicense} {...text('driver_license')} />
      <DateField
        label={L.licenseExpiry}
        notBeforeToday
        value={owner.driving_license_expiry_date ?? ''}
        onChange={(date) => onChange({ driving_license_expiry_date: date })}
        onBlur={() => onTouch('driving_license_expiry_date')}
        error={errorOf('driving_license_expiry_date')}
      />
    </div>
  );
}
