import { textLimits } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import type { OwnerInput } from '../../../../shared/validation/application';
import { DateField } from '../../../kit/DateField';
import { decimalFilter } from '../../../kit/inputFilters';
import { TextField } from '../../../kit/TextField';
import { formGrid } from '../../../kit/formGrid';
import { ChoiceField } from '../fields/ChoiceField';
import { CountryPhoneField } from '../../../domain/CountryPhoneField';
import { PlaceFields } from '../../../domain/PlaceFields';
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

/** The owner's fields held as text (dates, phone and numbers included). */
type TextPart = {
  [Field in keyof OwnerInput]-?: NonNullable<OwnerInput[Field]> extends string ? Field : never;
}[keyof OwnerInput];

/** The fields of one business owner (spec part 1 §5, Owners). */
export function OwnerFields({ owner, onChange, onTouch, errorOf, lockedSsn }: OwnerFieldsProps) {
  const text = (field: TextPart) => ({
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
        {...text('percent_owned')}
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
      <SensitiveNumberField kind="ssn" label={L.ssn} required lockedText={lockedSsn} {...text('ssn')} />
      <DateField label={L.dob} required notInFuture {...text('dob')} />
      <CountryPhoneField
        label={L.phone}
        required
        code={owner.country_phone_code}
        onCodeChange={(code) => onChange({ country_phone_code: code })}
        {...text('phone')}
      />
      <PlaceFields
        required
        cityRequired={false}
        value={owner}
        onChange={onChange}
        onBlur={() => onTouch('zip')}
        errorOf={errorOf}
      />
      <TextField label={L.address} maxLength={textLimits.prospectAddress} {...text('address')} />
      <TextField label={L.driverLicense} maxLength={textLimits.driverLicense} {...text('driver_license')} />
      <DateField label={L.licenseExpiry} notBeforeToday {...text('driving_license_expiry_date')} />
    </div>
  );
}
