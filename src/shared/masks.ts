import { masks, zipLength } from './constants';

/**
 * Input masks of the spec (phone and fax 999-999-9999, FEIN 99-9999999, SSN 999-99-9999, zip
 * 99999), shared by the form fields and the server: `9` is a digit slot, anything else a literal.
 * Values are stored and sent without dashes (spec part 1 §5: "Dashes are removed … before sending").
 */

export const maskKinds = ['phone', 'fax', 'fein', 'ssn', 'zip'] as const;
export type MaskKind = (typeof maskKinds)[number];

export const maskPatterns: Record<MaskKind, string> = {
  phone: masks.phone,
  fax: masks.phone,
  fein: masks.fein,
  ssn: masks.ssn,
  zip: '9'.repeat(zipLength),
};

function patternOf(kindOrPattern: MaskKind | string): string {
  return (maskPatterns as Record<string, string | undefined>)[kindOrPattern] ?? kindOrPattern;
}

/** Only the digits of a text. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Removes the dashes a mask added ("999-99-9999" -> "999999999"). */
export function stripDashes(value: string): string {
  return value.replace(/-/g, '');
}

/** How many digits the mask holds (10 for a phone). */
export function maskDigitCount(kindOrPattern: MaskKind | string): number {
  return patternOf(kindOrPattern)
    .split('')
    .filter((c) => c === '9').length;
}

/**
 * Lays the digits of `raw` into the mask. A literal is written only when a digit follows it, so a
 * partly typed value reads naturally ("555-12"); digits beyond the mask are dropped.
 */
export function applyMask(kindOrPattern: MaskKind | string, raw: string): string {
  const pattern = patternOf(kindOrPattern);
  const digits = digitsOnly(raw);
  let out = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= digits.length) break;
    if (slot === '9') {
      out += digits.charAt(next);
      next += 1;
    } else {
      out += slot;
    }
  }
  return out;
}

/** True when every digit slot of the mask is filled. */
export function isMaskComplete(kindOrPattern: MaskKind | string, value: string): boolean {
  return digitsOnly(value).length === maskDigitCount(kindOrPattern);
}

/** The display form of a stored (dash-free) value: "5551234567" -> "555-123-4567". */
export function formatMasked(kind: MaskKind, stored: string | null | undefined): string {
  return stored ? applyMask(kind, stored) : '';
}

/** Phone entry: digits with an optional leading plus (spec part 1 §5). */
export function isPhoneEntry(value: string): boolean {
  return /^\+?\d*$/.test(value);
}
