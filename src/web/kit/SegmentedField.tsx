import { FormGroup, SegmentedControl } from '@blueprintjs/core';

/** One option of a SegmentedField. */
export interface SegmentedOption<Value extends string> {
  label: string;
  value: Value;
}

export interface SegmentedFieldProps<Value extends string> {
  /** The label above the buttons. */
  label: string;
  /** The choices, in their order on screen. */
  options: readonly SegmentedOption<Value>[];
  /** The chosen value. */
  value: Value;
  /** Called with the option chosen (never with a value the options do not hold). */
  onChange: (value: Value) => void;
}

/** A short choice as a row of buttons filling the width, under its label (settings panels). */
export function SegmentedField<Value extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedFieldProps<Value>) {
  const handleValueChange = (chosen: string) => {
    const option = options.find((candidate) => candidate.value === chosen);
    if (option !== undefined) onChange(option.value);
  };
  return (
    <FormGroup label={label}>
      <SegmentedControl options={[...options]} value={value} onValueChange={handleValueChange} fill />
    </FormGroup>
  );
}
