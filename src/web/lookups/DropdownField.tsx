import type { DropdownItem } from '../../shared/dropdowns';
import type { FieldFrameProps } from '../kit/FormField';
import { SelectField } from '../kit/SelectField';
import type { DropdownChoices } from './useDropdownChoices';

export interface DropdownFieldProps extends FieldFrameProps {
  /** The dropdown, for the chosen value's name and its loading state. */
  choices: DropdownChoices;
  /** The items offered (the moves a selection allows); every item by default. */
  offered?: readonly DropdownItem[];
  /** The chosen value; undefined while none is chosen. */
  value: number | undefined;
  onChange: (value: number) => void;
  /** Called when the list closes. */
  onBlur?: () => void;
}

/** A value picked from a server-sent dropdown (a status), without a search box. */
export function DropdownField({ choices, offered, value, onChange, onBlur, ...frame }: DropdownFieldProps) {
  const chosen: DropdownItem | null = value === undefined ? null : { value, name: choices.nameOf(value) };
  return (
    <SelectField<DropdownItem>
      {...frame}
      items={offered ?? choices.items}
      value={chosen}
      onChange={(item) => onChange(item.value)}
      onBlur={onBlur}
      itemLabel={(item) => item.name}
      itemKey={(item) => item.value}
      filterable={false}
      loading={choices.loading}
    />
  );
}
