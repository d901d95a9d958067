import { useId, type JSX } from 'react';
import { InputGroup, Intent, TextArea, type IconName } from '@blueprintjs/core';
import { FormField, type FieldFrameProps } from './FormField';
import { applyInputFilter, type InputFilter } from './inputFilters';

export interface TextFieldProps extends FieldFrameProps {
  /** Input id (composite fields pass theirs so the label points at this input). */
  id?: string;
  /** Input name (also used by `useZodForm`'s `bind`). */
  name?: string;
  /** The text. */
  value: string;
  /** Called with the accepted text after the filter and the length cap. */
  onChange: (value: string) => void;
  /** Called when the field loses focus (marks it touched). */
  onBlur?: () => void;
  /** Called when the field gains focus. */
  onFocus?: () => void;
  /** Most characters accepted (spec §5 limits). */
  maxLength?: number;
  /** Which characters are accepted: 'letters', 'lettersSpaces', 'alphanumeric', 'digits', a RegExp, or a function. */
  filter?: InputFilter;
  /** Placeholder text. */
  placeholder?: string;
  /** Read-only (for example FEIN without the disclosure right). */
  readOnly?: boolean;
  /** Input type: text (default), email or password. */
  type?: 'text' | 'email' | 'password';
  /** The accessible name when the field has no visible label. */
  ariaLabel?: string;
  /** Hint for on-screen keyboards, e.g. 'numeric' or 'decimal'. */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  /** Icon at the left of the input. */
  leftIcon?: IconName;
  /** Element at the right of the input. */
  rightElement?: JSX.Element;
  /** A multi-line text area with this many rows (descriptions, comments). */
  rows?: number;
  /** Autofocus on mount. */
  autoFocus?: boolean;
}

/** A text input whose filter drops characters the field does not take, with the kit's label and error. */
export function TextField({
  id: givenId,
  name,
  value,
  onChange,
  onBlur,
  onFocus,
  maxLength,
  filter,
  placeholder,
  readOnly,
  type = 'text',
  leftIcon,
  rightElement,
  rows,
  autoFocus,
  ariaLabel,
  inputMode,
  ...frame
}: TextFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const handleChange = (next: string) => onChange(applyInputFilter(next, value, filter, maxLength));
  // What the one-line input and the text area have in common.
  const common = {
    id,
    name,
    value,
    maxLength,
    placeholder,
    readOnly,
    disabled: frame.disabled,
    intent: frame.error ? Intent.DANGER : Intent.NONE,
    autoFocus,
    'aria-invalid': frame.error ? true : undefined,
    'aria-label': ariaLabel,
    onBlur,
    onFocus,
  };
  return (
    <FormField {...frame} labelFor={id}>
      {rows !== undefined ? (
        <TextArea
          {...common}
          rows={rows}
          fill
          onChange={(event) => handleChange(event.currentTarget.value)}
        />
      ) : (
        <InputGroup
          {...common}
          type={type}
          leftIcon={leftIcon}
          rightElement={rightElement}
          onValueChange={handleChange}
          inputMode={inputMode}
        />
      )}
    </FormField>
  );
}
