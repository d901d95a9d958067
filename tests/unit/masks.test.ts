import { describe, expect, it } from 'vitest';
import {
  applyMask,
  digitsOnly,
  formatMasked,
  isMaskComplete,
  isPhoneEntry,
  maskPatterns,
  stripDashes,
} from '../../src/shared/masks';

describe('masks', () => {
  it('has the spec patterns', () => {
    expect(maskPatterns).toEqual({
      phone: '999-999-9999',
      fax: '999-999-9999',
      fein: '99-9999999',
      ssn: '999-99-9999',
      zip: '99999',
    });
  });

  it('lays typed digits into the mask, adding dashes only before a following digit', () => {
    expect(applyMask('phone', '5551234567')).toBe('555-123-4567');
    expect(applyMask('phone', '555')).toBe('555');
    expect(applyMask('phone', '5551')).toBe('555-1');
    expect(applyMask('fax', '(555) 123 4567 89')).toBe('555-123-4567');
    expect(applyMask('fein', '123456789')).toBe('12-3456789');
    expect(applyMask('ssn', '123456789')).toBe('123-45-6789');
    expect(applyMask('zip', '1234567')).toBe('12345');
    expect(applyMask('99/99/9999', '01312024')).toBe('01/31/2024');
    expect(applyMask('ssn', 'abc')).toBe('');
  });

  it('strips dashes before sending and formats stored values for display', () => {
    expect(stripDashes('123-45-6789')).toBe('123456789');
    expect(digitsOnly('+1 (555) 123')).toBe('1555123');
    expect(formatMasked('ssn', '123456789')).toBe('123-45-6789');
    expect(formatMasked('phone', null)).toBe('');
  });

  it('knows when a mask is complete', () => {
    expect(isMaskComplete('phone', '555-123-4567')).toBe(true);
    expect(isMaskComplete('phone', '555-123-456')).toBe(false);
    expect(isMaskComplete('fein', '12-3456789')).toBe(true);
  });

  it('allows phone entry of digits with an optional leading plus', () => {
    expect(isPhoneEntry('+15551234567')).toBe(true);
    expect(isPhoneEntry('555+1')).toBe(false);
    expect(isPhoneEntry('55a')).toBe(false);
  });
});
