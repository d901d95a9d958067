import { messages } from '../../shared/messages';
import { CountryPhoneField } from './CountryPhoneField';

/** What the field reads and sets of a form holding a user's phone (the user form, the profile). */
export interface PhoneForm {
  values: { country_phone_code?: string | undefined; phone_number: string };
  setField: (
    name: 'country_phone_code' | 'phone_number',
    value: string,
    options?: { touch?: boolean },
  ) => void;
  touch: (name: 'phone_number') => void;
  errorOf: (path: 'country_phone_code' | 'phone_number') => string | undefined;
}

export interface UserPhoneFieldProps {
  /** The form holding `country_phone_code` and `phone_number`. */
  form: PhoneForm;
  disabled?: boolean;
}

/** A user's Phone No: the dialling code from the countries lookup beside the masked number. */
export function UserPhoneField({ form, disabled }: UserPhoneFieldProps) {
  return (
    <CountryPhoneField
      label={messages.fields.phone}
      required
      name="phone_number"
      code={form.values.country_phone_code}
      onCodeChange={(code) => form.setField('country_phone_code', code, { touch: true })}
      value={form.values.phone_number}
      onChange={(value) => form.setField('phone_number', value)}
      onBlur={() => form.touch('phone_number')}
      disabled={disabled}
      error={form.errorOf('phone_number') ?? form.errorOf('country_phone_code')}
    />
  );
}
