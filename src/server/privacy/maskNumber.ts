/** '*****6789': every character but the last four hidden (all of a number of four or fewer). */
export function maskNumber(value: string): string {
  if (value.length <= 4) return '*'.repeat(value.length);
  return `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}

/**
 * A FEIN, SSN, licence or account number as a caller sees it: in clear with
 * sensitive_information_disclosure, masked otherwise (spec part 1 §5).
 */
export function numberAsSeen(value: string, disclosure: boolean): string;
export function numberAsSeen(value: string | null, disclosure: boolean): string | null;
export function numberAsSeen(value: string | null, disclosure: boolean): string | null {
  return value === null || disclosure ? value : maskNumber(value);
}
