import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { navigationField, navigationState, recordId } from '../../../src/web/kit/navigationState';

describe('navigation state', () => {
  const debtorState = navigationState(z.object({ id: recordId, prospect_id: recordId }));
  const roleState = navigationField('id', recordId);

  it('reads back what it wrote', () => {
    expect(debtorState.read(debtorState.write({ id: 4, prospect_id: 9 }))).toEqual({ id: 4, prospect_id: 9 });
    expect(roleState.read(roleState.write(7))).toBe(7);
  });

  it('reads state of another shape as null', () => {
    for (const state of [null, undefined, 'x', {}, { id: '7' }, { id: 0 }, { id: 1.5 }, { email: 'a' }]) {
      expect(roleState.read(state)).toBeNull();
    }
    expect(debtorState.read({ id: 4 })).toBeNull();
  });
});
