import type { ReactNode } from 'react';
import { FormGroup, Intent } from '@blueprintjs/core';
import { kitClasses } from './kitClasses';
import './kit.css';

/** The props every kit field shares (label, required marker, helper and error text). */
export interface FieldFrameProps {
  /** The field's label, e.g. 'Business Name'. */
  label?: ReactNode;
  /** Shows the required marker (*) after the label. */
  required?: boolean;
  /** A hint under the field, replaced by the error when there is one. */
  helperText?: ReactNode;
  /** The validation message to show (from `useZodForm`'s `bind`), in the danger colour. */
  error?: string;
  /** Disables the field. */
  disabled?: boolean;
  /** Label beside the field instead of above it. */
  inline?: boolean;
  /** Extra class on the form group. */
  className?: string;
  /** Render the bare input without label or messages (inside composite fields such as PhoneField). */
  frameless?: boolean;
  /**
   * Keeps a line under the field for its message even while there is none, so a message that
   * appears as the field is left does not move what follows (a link pressed next would be missed).
   */
  reserveMessageLine?: boolean;
}

export interface FormFieldProps extends FieldFrameProps {
  /** The id of the input the label belongs to. */
  labelFor?: string;
  /** The input itself. */
  children: ReactNode;
}

/** A Blueprint FormGroup with the kit's label, required marker, helper text and error message. */
export function FormField({
  label,
  required,
  helperText,
  error,
  disabled,
  inline,
  className,
  frameless,
  reserveMessageLine,
  labelFor,
  children,
}: FormFieldProps) {
  if (frameless) return <>{children}</>;
  const emptyLine = reserveMessageLine ? <span aria-hidden="true">{'\u00a0'}</span> : undefined;
  return (
    <FormGroup
      className={className}
      label={label}
      labelFor={labelFor}
      labelInfo={
        required ? (
          <span className={kitClasses.requiredMark} aria-hidden="true">
            *
          </span>
        ) : undefined
      }
      helperText={error ? <span role="alert">{error}</span> : (helperText ?? emptyLine)}
      intent={error ? Intent.DANGER : Intent.NONE}
      disabled={disabled}
      inline={inline}
    >
      {children}
    </FormGroup>
  );
}
