/**
 * What a text field lets through as the user types (or pastes): characters outside the filter are
 * dropped, so a digits-only field never holds a letter. Pure, shared by every field.
 */

/** Named character filters of the spec's fields. */
export const characterFilters = {
  /** A–Z, a–z. */
  letters: /[A-Za-z]/,
  /** Letters and spaces (bank name, supplier name). */
  lettersSpaces: /[A-Za-z ]/,
  /** Letters and hyphen (broker names). */
  lettersHyphen: /[A-Za-z-]/,
  /** Letters and digits (referral code, licence number, payment numbers). */
  alphanumeric: /[A-Za-z0-9]/,
  /** Letters, digits and spaces (debtor name, titles). */
  alphanumericSpaces: /[A-Za-z0-9 ]/,
  /** Digits only (invoice no, routing no, zip). */
  digits: /[0-9]/,
  /** Anything but whitespace (username: spaces stripped). */
  noSpaces: /\S/,
} as const;

export type CharacterFilterName = keyof typeof characterFilters;

/**
 * A field's filter: a named one, a RegExp every single character must match, or a function that
 * returns the accepted text for a proposed one (for rules about the whole value, such as 'digits
 * and one dot').
 */
export type InputFilter = CharacterFilterName | RegExp | ((next: string, previous: string) => string);

/** Keeps only the characters of `text` that match `pattern` (tested one character at a time). */
export function keepMatching(text: string, pattern: RegExp): string {
  const single = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return Array.from(text)
    .filter((ch) => single.test(ch))
    .join('');
}

/** Digits and at most one decimal point, with at most `decimals` digits after it (percentages, money). */
export function decimalFilter(decimals: number): (next: string, previous: string) => string {
  return (next, previous) => {
    const cleaned = keepMatching(next, /[0-9.]/);
    const [whole = '', ...rest] = cleaned.split('.');
    if (rest.length === 0) return whole;
    if (rest.length > 1) return previous;
    const fraction = rest[0] ?? '';
    return fraction.length > decimals ? previous : `${whole}.${fraction}`;
  };
}

/** Applies a filter and a length cap to what the user proposed. */
export function applyInputFilter(
  next: string,
  previous: string,
  filter?: InputFilter,
  maxLength?: number,
): string {
  let accepted = next;
  if (typeof filter === 'function') accepted = filter(next, previous);
  else if (filter instanceof RegExp) accepted = keepMatching(next, filter);
  else if (filter !== undefined) accepted = keepMatching(next, characterFilters[filter]);
  return maxLength !== undefined ? accepted.slice(0, maxLength) : accepted;
}
