import type { FieldFrameProps } from './FormField';

/**
 * The props every kit input field shares with the others: its frame (label, error…), its name, its
 * value with the handlers a form binds (`useZodForm`'s `bind`), and its placeholder. A field
 * redeclares `value` and `onChange` only to say what they hold.
 */
export interface BoundFieldProps<TValue = string> extends FieldFrameProps {
  /** Input name. */
  name?: string;
  /** The value the form holds. */
  value: TValue;
  /** Called with the new value. */
  onChange: (value: TValue) => void;
  /** Called when the field loses focus. */
  onBlur?: () => void;
  /** Placeholder text. */
  placeholder?: string;
}
