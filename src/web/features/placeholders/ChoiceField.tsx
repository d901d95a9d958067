import type { BoundField } from '../../kit/useZodForm';
import { SelectField } from '../../kit/SelectField';

export interface ChoiceFieldProps extends BoundField<string> {
  label: string;
  required?: boolean;
  /** The sample choices. */
  choices: readonly string[];
}

/** A field picked from a short list of sample texts (a type, a status, a country). */
export function ChoiceField({ label, required, choices, value, onChange, onBlur, error }: ChoiceFieldProps) {
  return (
    <SelectField<string>
      label={label}
      required={required}
      items={choices}
      value={choices.includes(value) ? value : null}
      onChange={(choice) => {
        onChange(choice);
        onBlur();
      }}
      onBlur={onBlur}
      itemLabel={(choice) => choice}
      itemKey={(choice) => choice}
      filterable={choices.length > 5}
      error={error}
    />
  );
}
