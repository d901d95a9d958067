import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  notificationDestination,
  notificationKinds,
  notificationTargets,
} from '../../../src/shared/notificationKinds';
import { signOutOnStatusChange } from '../../../src/web/session/useLiveConnection';

/** Each kind opens its target with the navigation state of spec part 3 §4 Notifications. */
describe('notification targets', () => {
  it.each(notificationKinds.map((kind) => [kind.type, kind.target] as const))(
    '%s opens %s with its record id (and the client for debtors)',
    (type, target) => {
      const destination = notificationDestination({ type, type_id: 41, sub_type_id: 7 });
      expect(destination?.path).toBe(target);
      expect(notificationTargets).toContain(target);
      if (target === '/editdebtor') expect(destination?.state).toEqual({ id: 41, prospect_id: 7 });
      else expect(destination?.state).toEqual({ id: 41 });
    },
  );

  it('opens nothing for a kind it does not know', () => {
    expect(notificationDestination({ type: 'forged_kind', type_id: 1, sub_type_id: null })).toBeNull();
  });
});

describe('the live status change', () => {
  const realLocation = window.location;
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  });

  it('clears the stored session and goes to /login', () => {
    const assign = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, assign } });
    localStorage.setItem('factordesk.access_token', 'token');
    localStorage.setItem('factordesk.expires_at', '123');
    sessionStorage.setItem('anything', 'kept?');
    signOutOnStatusChange();
    expect(localStorage.getItem('factordesk.access_token')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith('/login');
  });
});
