import { formatMasked } from '../../shared/masks';

/** A stored phone as the lists show it, '(code) 3-3-4': '(+1) 555-123-4567'; '' when there is none. */
export function phoneText(code: string, number: string): string {
  const masked = formatMasked('phone', number);
  if (!masked) return '';
  return code ? `(${code}) ${masked}` : masked;
}
