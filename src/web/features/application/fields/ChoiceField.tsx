import { messages } from '../../../../shared/messages';
import type { FieldFrameProps } from '../../../kit/FormField';
import { SelectField } from '../../../kit/SelectField';
import type { YesNoValue } from '../stepValues';

/** One option of a two-way answer (spec part 1 §3: Yes=1 / No=0, Own=1 / Rent=0). */
export interface Choice {
  value: YesNoValue;
  label: string;
}

export const yesNoChoices: readonly Choice[] = [
  { value: 1, label: messages.common.yes },
  { value: 0, label: messages.common.no },
];

export interface ChoiceFieldProps extends FieldFrameProps {
  /** The answer: 1, 0, or nothing chosen yet (undefined or null). */
  value: unknown;
  /** Called with the picked value. */
  onChange: (value: YesNoValue) => void;
  /** Called when the list closes (marks the field touched). */
  onBlur?: () => void;
  /** The two options (default Yes/No). */
  choices?: readonly Choice[];
}

/** A yes/no (or own/rent) answer picked from a short list, held as 1 or 0. */
export function ChoiceField({ value, onChange, onBlur, choices = yesNoChoices, ...frame }: ChoiceFieldProps) {
  const chosen =
    choices.find((choice) => choice.value === (value === true ? 1 : value === false ? 0 : Number(value))) ??
    null;
  return (
    <SelectField<Choice>
      {...frame}
      items={choices}
      value={value === undefined || value === null || value === '' ? null : chosen}
      onChange={(choice) => onChange(choice.value)}
      onBlur={onBlur}
      itemLabel={(choice) => choice.label}
      itemKey={(choice) => choice.value}
      filterable={false}
    />
  );
}
