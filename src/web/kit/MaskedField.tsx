import { applyMask, maskPatterns, stripDashes, type MaskKind } from '../../shared/masks';
import type { BoundFieldProps } from './boundFieldProps';
import { TextField } from './TextField';

export interface MaskedFieldProps extends BoundFieldProps {
  /** Which mask: phone and fax 999-999-9999, fein 99-9999999, ssn 999-99-9999, zip 99999. */
  kind: MaskKind;
  /** Input id (composite fields pass theirs). */
  id?: string;
  /** The value without dashes, as stored and sent ('5551234567'). */
  value: string;
  /** Called with the digits only (dashes removed, as the spec sends them). */
  onChange: (value: string) => void;
  /** Read-only (SSN/FEIN stored and the user lacks the disclosure right). */
  readOnly?: boolean;
  /** Placeholder; defaults to the mask itself. */
  placeholder?: string;
  /** Accessible name when the field has no visible label. */
  ariaLabel?: string;
}

/** A digits field shown through its mask (555-123-4567) that hands back the digits only. */
export function MaskedField({ kind, value, onChange, placeholder, ...rest }: MaskedFieldProps) {
  const pattern = maskPatterns[kind];
  return (
    <TextField
      {...rest}
      value={applyMask(kind, value)}
      onChange={(masked) => onChange(stripDashes(masked))}
      filter={(next) => applyMask(kind, next)}
      maxLength={pattern.length}
      placeholder={placeholder ?? pattern}
      inputMode="numeric"
    />
  );
}
