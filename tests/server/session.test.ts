import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, testClock, type TestApp } from './harness';
import { demoAccounts } from '../../src/server/seed/demoAccounts';
import { users } from '../../src/server/db/schema';

describe('sign-in and sessions', () => {
  const clock = testClock(new Date('2026-11-21T12:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ clock });
  });
  afterAll(() => t.close());

  it.each(demoAccounts.map((a) => [a.email, a.roleName] as const))(
    '%s signs in as %s',
    async (email, roleName) => {
      const token = await t.signIn(email);
      const details = await t.call('user/get_user_details', {}, token);
      expect(details.statusCode).toBe(200);
      const user = details.body.user as { email: string; role: { role_name: string }; rights: string[] };
      expect(user.email).toBe(email);
      expect(user.role.role_name).toBe(roleName);
      expect(user.rights.length).toBeGreaterThan(0);
    },
  );

  it('refuses a wrong password with the spec text and never says which half was wrong', async () => {
    const wrong = await t.call('login', { email: 'ca@factordesk.test', password: 'Wrong#2026' });
    const unknown = await t.call('login', { email: 'nobody@factordesk.test', password: 'Wrong#2026' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toEqual({
      status: false,
      message: "Email or Password you entered doesn't match your account.",
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('validates the sign-in form on the server with the spec messages', async () => {
    const blank = await t.call('login', { email: '', password: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.message).toBe('Email is required');
    const short = await t.call('login', { email: 'admin@factordesk.test', password: 'short' });
    expect(short.body.message).toBe('Minimum length should be 8 characters');
    const invalid = await t.call('login', { email: 'not-an-email', password: 'Factor#2026' });
    expect(invalid.body.message).toBe('Invalid Email');
  });

  it('answers 429 after repeated failures for one account, and lets it in again after the window', async () => {
    const email = 'analyst@factordesk.test';
    for (let i = 0; i < 5; i += 1) {
      expect((await t.call('login', { email, password: 'Wrong#2026' })).statusCode).toBe(401);
    }
    const locked = await t.call('login', { email, password: 'Factor#2026' });
    expect(locked.statusCode).toBe(429);
    expect(locked.body.message).toBe('Too many requests. Please try again later.');
    // Another account from the same address is not locked out by a stranger's failures.
    expect(
      (await t.call('login', { email: 'client@factordesk.test', password: 'Factor#2026' })).statusCode,
    ).toBe(200);
    clock.advance(16 * 60 * 1000);
    expect((await t.call('login', { email, password: 'Factor#2026' })).statusCode).toBe(200);
  });

  it('refreshes a live token and refuses one whose session was signed out', async () => {
    const token = await t.signIn('admin@factordesk.test');
    clock.advance(1000);
    const refreshed = await t.call('refresh', {}, token);
    expect(refreshed.statusCode).toBe(200);
    const fresh = String(refreshed.body.access_token);
    expect(fresh).not.toBe(token);
    expect((await t.call('user/logout', {}, fresh)).statusCode).toBe(200);
    // Both tokens named the same session: neither works any more.
    expect((await t.call('user/get_user_details', {}, fresh)).statusCode).toBe(401);
    expect((await t.call('refresh', {}, token)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await t.signIn('admin@factordesk.test');
    clock.advance(61 * 60 * 1000);
    const answer = await t.call('user/get_user_details', {}, token);
    expect(answer.statusCode).toBe(401);
    expect(answer.body.status).toBe(false);
  });

  it('refuses a forged or tampered token', async () => {
    const token = await t.signIn('admin@factordesk.test');
    const [header, payload] = token.split('.');
    expect((await t.call('user/get_user_details', {}, `${header}.${payload}.forged`)).statusCode).toBe(401);
    expect((await t.call('user/get_user_details', {}, 'not-a-token')).statusCode).toBe(401);
  });

  it('ends the sessions of a deactivated user', async () => {
    const token = await t.signIn('broker@factordesk.test');
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, 'broker@factordesk.test'));
    expect((await t.call('user/get_user_details', {}, token)).statusCode).toBe(401);
    expect(
      (await t.call('login', { email: 'broker@factordesk.test', password: 'Factor#2026' })).statusCode,
    ).toBe(401);
    await t.db.update(users).set({ isActive: true }).where(eq(users.email, 'broker@factordesk.test'));
  });

  it('remembers layout settings per user and refuses values out of range', async () => {
    const token = await t.signIn('ca@factordesk.test');
    const settings = { scale: 16, inputStyle: 'filled', ripple: false, menuMode: 'overlay', theme: 'dark' };
    expect((await t.call('user/layout_settings', { layout_settings: settings }, token)).statusCode).toBe(200);
    const details = await t.call('user/get_user_details', {}, token);
    expect((details.body.user as { layout_settings: unknown }).layout_settings).toEqual(settings);
    const tooBig = await t.call(
      'user/layout_settings',
      { layout_settings: { ...settings, scale: 17 } },
      token,
    );
    expect(tooBig.statusCode).toBe(400);
  });
});
