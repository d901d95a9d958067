import { textLimits } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import type { FieldFrameProps } from '../../../kit/FormField';
import { MaskedField } from '../../../kit/MaskedField';
import { TextField } from '../../../kit/TextField';

export interface SensitiveNumberFieldProps extends FieldFrameProps {
  /** FEIN (99-9999999), SSN (999-99-9999) or bank account number (25 letters and digits). */
  kind: 'fein' | 'ssn' | 'accountNumber';
  /** Input name. */
  name?: string;
  /**
   * The stored number as the server answered it, masked ('*****6789'), when the user may not
   * change it: shown read-only instead of the input.
   */
  lockedText: string | null;
  /** The number typed, without dashes. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/**
 * FEIN, SSN or account number (spec part 1 §6): editable in clear with the sensitive-information
 * right or while nothing is stored; otherwise the stored number shows masked and disabled.
 */
export function SensitiveNumberField({
  kind,
  lockedText,
  value,
  onChange,
  onBlur,
  ...frame
}: SensitiveNumberFieldProps) {
  if (lockedText !== null) {
    return (
      <TextField
        {...frame}
        value={lockedText}
        onChange={() => undefined}
        disabled
        helperText={messages.prospect.wizard.sensitiveLocked}
      />
    );
  }
  if (kind === 'accountNumber') {
    return (
      <TextField
        {...frame}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        filter="alphanumeric"
        maxLength={textLimits.bankAccountNumber}
      />
    );
  }
  return <MaskedField {...frame} kind={kind} value={value} onChange={onChange} onBlur={onBlur} />;
}
