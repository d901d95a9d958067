import { describe, expect, it } from 'vitest';
import { decodeClientParam, encodeClientParam } from '../../../src/web/features/clients/clientParam';

describe('the stored client param', () => {
  it('reads back the id it stored, and nothing from anything else', () => {
    expect(decodeClientParam(encodeClientParam(42))).toBe(42);
    expect(encodeClientParam(42)).not.toContain('42');
    for (const garbage of [
      null,
      '',
      '42',
      'not base64!',
      btoa('42'),
      btoa('fdclient:0'),
      btoa('fdclient:-1'),
      btoa('fdclient:99999999999'),
    ]) {
      expect(decodeClientParam(garbage)).toBeNull();
    }
  });
});
