import { describe, expect, it } from 'vitest';
import { applyInputFilter, decimalFilter, keepMatching } from '../../../src/web/kit/inputFilters';

describe('input filters', () => {
  it('drops characters outside named filters', () => {
    expect(applyInputFilter('12ab-34', '', 'digits')).toBe('1234');
    expect(applyInputFilter('First 1st Bank!', '', 'lettersSpaces')).toBe('First st Bank');
    expect(applyInputFilter('AB-12 c', '', 'alphanumeric')).toBe('AB12c');
    expect(applyInputFilter('Mary-Ann 2', '', 'lettersHyphen')).toBe('Mary-Ann');
    expect(applyInputFilter('john smith', '', 'noSpaces')).toBe('johnsmith');
  });

  it('caps the length after filtering', () => {
    expect(applyInputFilter('a1b2c3d4e5f6g7', '', 'digits', 6)).toBe('123456');
    expect(applyInputFilter('abcdef', '', undefined, 3)).toBe('abc');
  });

  it('tests a custom RegExp one character at a time, even with a global flag', () => {
    expect(keepMatching('a1b2', /[a-z]/g)).toBe('ab');
    expect(applyInputFilter('x-y_z', '', /[xyz_]/)).toBe('xy_z');
  });

  it('takes digits and one point with at most the given decimals', () => {
    const percent = decimalFilter(2);
    expect(percent('12.5', '12.')).toBe('12.5');
    expect(percent('12.555', '12.55')).toBe('12.55');
    expect(percent('1.2.3', '1.2')).toBe('1.2');
    expect(percent('1a2', '1')).toBe('12');
    expect(applyInputFilter('99.999', '99.99', decimalFilter(2), 5)).toBe('99.99');
  });
});
