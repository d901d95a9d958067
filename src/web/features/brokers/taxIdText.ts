import { formatMasked } from '../../../shared/masks';

/**
 * A tax ID/SSN as shown: nine digits in the 999-99-9999 mask; a value the server masked for a
 * user without the disclosure flag ('*****6789') as it came.
 */
export function taxIdText(ssn: string): string {
  return /^\d{9}$/.test(ssn) ? formatMasked('ssn', ssn) : ssn;
}
