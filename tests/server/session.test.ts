import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, testClock, type TestApp } from './harness';
import { demoAccounts } from '../../src/server/seed/demoAccounts';
import { signInFailures, users } from '../../src/server/db/schema';

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

describe('the sign-in throttle: per account and address, with a far higher ceiling per address', () => {
  const clock = testClock(new Date('2026-11-23T09:00:00Z'));
  const minute = 60 * 1000;
  const tooMany = { status: false, message: 'Too many requests. Please try again later.' };
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ clock });
  });
  afterAll(() => t.close());

  /** A sign-in from a given client address, as a server without TRUST_PROXY sees it. */
  async function signInFrom(address: string, email: string, password = 'Factor#2026') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email, password },
      remoteAddress: address,
    });
    return { statusCode: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  async function failuresKeptFor(key: string): Promise<number> {
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(signInFailures)
      .where(eq(signInFailures.key, key));
    return row?.n ?? 0;
  }

  it('lets a colleague behind the same address in while others there mistype, and refuses only them', async () => {
    const office = '198.51.100.7';
    const mistyping = [
      'ca@factordesk.test',
      'analyst@factordesk.test',
      'client@factordesk.test',
      'broker@factordesk.test',
    ];
    for (const email of mistyping) {
      for (let i = 0; i < 5; i += 1) {
        expect((await signInFrom(office, email, 'Wrong#2026')).statusCode).toBe(401);
      }
    }
    // One of them keeps trying: 20 more refused attempts, the right password among them.
    for (let i = 0; i < 20; i += 1) {
      const again = await signInFrom(office, 'ca@factordesk.test', i === 19 ? 'Factor#2026' : 'Wrong#2026');
      expect(again).toEqual({ statusCode: 429, body: tooMany });
    }
    // 20 failures from the office, 40 attempts: a colleague with the right password still signs in.
    expect((await signInFrom(office, 'debtor@factordesk.test')).statusCode).toBe(200);
    expect((await signInFrom(office, 'adminnew@factordesk.test')).statusCode).toBe(200);
    // The mistyping account is refused from the office only, not from home.
    expect((await signInFrom('203.0.113.20', 'ca@factordesk.test')).statusCode).toBe(200);
    clock.advance(16 * minute);
    for (const email of mistyping) expect((await signInFrom(office, email)).statusCode).toBe(200);
  });

  it('stops guessing one account from many addresses, but not where the account signs in', async () => {
    clock.advance(16 * minute);
    expect((await signInFrom('192.0.2.10', 'analyst@factordesk.test')).statusCode).toBe(200);
    for (let i = 0; i < 20; i += 1) {
      const guess = await signInFrom(`198.18.0.${i + 1}`, 'analyst@factordesk.test', 'Wrong#2026');
      expect(guess.statusCode).toBe(401);
    }
    const fromNewPlace = await signInFrom('198.18.1.1', 'analyst@factordesk.test');
    expect(fromNewPlace).toEqual({ statusCode: 429, body: tooMany });
    expect((await signInFrom('192.0.2.10', 'analyst@factordesk.test')).statusCode).toBe(200);
    clock.advance(16 * minute);
    expect((await signInFrom('198.18.1.1', 'analyst@factordesk.test')).statusCode).toBe(200);
  });

  it('stops spraying many accounts from one address at its ceiling, sparing accounts at home there', async () => {
    clock.advance(16 * minute);
    const spraying = '203.0.113.99';
    expect((await signInFrom(spraying, 'debtor@factordesk.test')).statusCode).toBe(200);
    for (let n = 0; n < 100; n += 1) {
      const sprayed = await signInFrom(spraying, `person${n}@victims.example`, 'Spring#2026');
      expect({ n, code: sprayed.statusCode }).toEqual({ n, code: 401 });
    }
    expect(await signInFrom(spraying, 'person100@victims.example', 'Spring#2026')).toEqual({
      statusCode: 429,
      body: tooMany,
    });
    // Past the ceiling an account that never signed in from there is refused, right password or not…
    expect((await signInFrom(spraying, 'broker@factordesk.test')).statusCode).toBe(429);
    // …while one that did keeps signing in, and the same account elsewhere is untouched.
    expect((await signInFrom(spraying, 'debtor@factordesk.test')).statusCode).toBe(200);
    expect((await signInFrom('192.0.2.77', 'broker@factordesk.test')).statusCode).toBe(200);
    // Refused attempts are not counted: the ceiling ends with the window of the failures it saw.
    expect(await failuresKeptFor(`address:${spraying}`)).toBe(100);
    clock.advance(16 * minute);
    expect((await signInFrom(spraying, 'broker@factordesk.test')).statusCode).toBe(200);
  });

  it('counts concurrent failures of one pair, every one, and lets no more than five be tried', async () => {
    clock.advance(16 * minute);
    const pair = (address: string) => `pair:client@factordesk.test|${address}`;
    const twice = await Promise.all(
      [1, 2].map(() => signInFrom('192.0.2.200', 'client@factordesk.test', 'Wrong#2026')),
    );
    expect(twice.map((answer) => answer.statusCode)).toEqual([401, 401]);
    expect(await failuresKeptFor(pair('192.0.2.200'))).toBe(2);

    const burst = await Promise.all(
      Array.from({ length: 12 }, () => signInFrom('192.0.2.201', 'client@factordesk.test', 'Wrong#2026')),
    );
    const tried = burst.filter((answer) => answer.statusCode === 401).length;
    expect(tried).toBeLessThanOrEqual(5);
    expect(burst.filter((answer) => answer.statusCode === 429)).toHaveLength(12 - tried);
    // Every failure tried is counted, no refused one is.
    expect(await failuresKeptFor(pair('192.0.2.201'))).toBe(tried);
    const right = await signInFrom('192.0.2.201', 'client@factordesk.test');
    expect(right.statusCode).toBe(tried === 5 ? 429 : 200);
  });

  it('forgets a pair’s failures once its password is right, and keeps the table to the window', async () => {
    clock.advance(16 * minute);
    for (let i = 0; i < 4; i += 1) {
      await signInFrom('192.0.2.150', 'ca@factordesk.test', 'Wrong#2026');
    }
    expect((await signInFrom('192.0.2.150', 'ca@factordesk.test')).statusCode).toBe(200);
    expect(await failuresKeptFor('pair:ca@factordesk.test|192.0.2.150')).toBe(0);
    // Five more wrong ones are needed before the pair is refused again.
    for (let i = 0; i < 5; i += 1) {
      expect((await signInFrom('192.0.2.150', 'ca@factordesk.test', 'Wrong#2026')).statusCode).toBe(401);
    }
    expect((await signInFrom('192.0.2.150', 'ca@factordesk.test')).statusCode).toBe(429);
    clock.advance(16 * minute);
    await signInFrom('192.0.2.151', 'nobody@factordesk.test', 'Wrong#2026');
    const [kept] = await t.db.select({ n: sql<number>`count(*)::int` }).from(signInFailures);
    // Only the last failure's two rows (its pair and its address) outlive the window's trim.
    expect(kept?.n).toBe(2);
  });
});
