import { states as usStates, type State } from 'states-us';
import type { FieldFrameProps } from './FormField';
import { SelectField } from './SelectField';

export interface StateSelectProps extends FieldFrameProps {
  /** The chosen state: its full name (as the zip lookup's full_state) or abbreviation, per `valueKind`; '' for none. */
  value: string;
  /** Called with the picked state's name or abbreviation. */
  onChange: (value: string) => void;
  /** Called when the list closes. */
  onBlur?: () => void;
  /** Whether values are full names ('Texas', default) or abbreviations ('TX'). */
  valueKind?: 'name' | 'abbreviation';
  /** Offer DC and the territories too (default true). */
  includeTerritories?: boolean;
  /** Button text when nothing is chosen. */
  placeholder?: string;
  /** Accessible name when there is no visible label. */
  ariaLabel?: string;
}

/** A searchable list of the US states (states-us: 50 states, DC and the territories). */
export function StateSelect({
  value,
  onChange,
  valueKind = 'name',
  includeTerritories = true,
  ...rest
}: StateSelectProps) {
  const items = includeTerritories ? usStates : usStates.filter((s) => !s.territory);
  const keyOf = (state: State): string => (valueKind === 'name' ? state.name : state.abbreviation);
  const chosen = items.find((s) => keyOf(s).toLowerCase() === value.toLowerCase()) ?? null;
  return (
    <SelectField<State>
      {...rest}
      items={items}
      value={chosen}
      onChange={(state) => onChange(keyOf(state))}
      itemLabel={(state) => state.name}
      itemKey={(state) => state.abbreviation}
      itemDetail={(state) => state.abbreviation}
    />
  );
}
