import { messages } from '../../shared/messages';
import { SelectField } from '../kit/SelectField';

type Gender = (typeof messages.fields.genders)[number];

/** What the field reads and sets of a form holding a user's gender (the user form, the profile). */
export interface GenderForm {
  values: { gender?: Gender['value'] | undefined };
  setField: (name: 'gender', value: Gender['value'], options?: { touch?: boolean }) => void;
  touch: (name: 'gender') => void;
  errorOf: (path: 'gender') => string | undefined;
}

export interface GenderFieldProps {
  /** The form holding `gender`. */
  form: GenderForm;
  disabled?: boolean;
}

/** A user's Gender, picked from the spec's two choices. */
export function GenderField({ form, disabled }: GenderFieldProps) {
  const gender = messages.fields.genders.find((choice) => choice.value === form.values.gender) ?? null;
  return (
    <SelectField<Gender>
      label={messages.fields.gender}
      required
      items={messages.fields.genders}
      value={gender}
      onChange={(choice) => form.setField('gender', choice.value, { touch: true })}
      onBlur={() => form.touch('gender')}
      itemLabel={(choice) => choice.label}
      itemKey={(choice) => choice.value}
      filterable={false}
      disabled={disabled}
      error={form.errorOf('gender')}
    />
  );
}
