import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, testClock, type TestApp } from './harness';
import { mailOutbox, oneTimeTokens, sessions, users, verificationCodes } from '../../src/server/db/schema';
import { demoPassword } from '../../src/server/seed/demoAccounts';
import { issueOneTimeToken } from '../../src/server/modules/password/oneTimeTokens';
import { messages } from '../../src/shared/messages';
import { linkExpiredMessage } from '../../src/shared/validation/password';

const minute = 60 * 1000;
const hour = 60 * minute;
const codeSent = { status: true, message: 'Reset password verification code has been sent to your email.' };
const signInFailed = "Email or Password you entered doesn't match your account.";
const newPassword = 'Brand#New2026';

describe('the password flow', () => {
  const clock = testClock(new Date('2026-11-21T12:00:00Z'));
  let t: TestApp;
  let accounts = 0;

  beforeAll(async () => {
    t = await startTestApp({ clock });
  });
  afterAll(() => t.close());

  /** A fresh account per test, so that hourly code limits and sessions never cross tests. */
  async function newAccount(options: { pending?: boolean; active?: boolean } = {}) {
    accounts += 1;
    const email = `person${accounts}@factordesk.test`;
    const [template] = await t.db.select().from(users).where(eq(users.email, 'ca@factordesk.test'));
    const [row] = await t.db
      .insert(users)
      .values({
        firstName: 'Pat',
        lastName: `Person ${accounts}`,
        email,
        username: `person${accounts}`,
        passwordHash: options.pending ? null : template!.passwordHash,
        roleId: template!.roleId,
        isActive: options.active ?? true,
      })
      .returning({ id: users.id });
    return { id: row!.id, email };
  }

  async function codeMailedTo(email: string): Promise<string> {
    const [mail] = await t.mailsTo(email);
    expect(mail?.subject).toBe('FactorDesk verification code');
    const code = /verification code is ([A-Z0-9]{6})\./.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    return code!;
  }

  function otherCodeThan(code: string): string {
    return code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`;
  }

  async function passwordHashOf(userId: string) {
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    return row?.hash ?? null;
  }

  async function rowCounts() {
    const count = async (
      table: typeof mailOutbox | typeof oneTimeTokens | typeof sessions | typeof verificationCodes,
    ) => {
      const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
      return row?.n ?? 0;
    };
    return {
      mails: await count(mailOutbox),
      links: await count(oneTimeTokens),
      sessions: await count(sessions),
      codes: await count(verificationCodes),
      revoked: (
        await t.db
          .select()
          .from(sessions)
          .where(sql`${sessions.revokedAt} is not null`)
      ).length,
      usedLinks: (
        await t.db
          .select()
          .from(oneTimeTokens)
          .where(sql`${oneTimeTokens.usedAt} is not null`)
      ).length,
    };
  }

  it('takes a user from Forgot password to signing in with the new password', async () => {
    const account = await newAccount();
    const earlierSession = await t.signIn(account.email);

    expect(await t.call('user/send_email', { email: account.email })).toEqual({
      statusCode: 200,
      body: codeSent,
    });
    const code = await codeMailedTo(account.email);
    const timeLeft = await t.call('user/check_time_expiry', { email: account.email });
    expect(timeLeft.statusCode).toBe(200);
    expect(timeLeft.body).toMatchObject({ status: true, seconds: 600 });

    clock.advance(2 * minute);
    expect((await t.call('user/check_time_expiry', { email: account.email })).body.seconds).toBe(480);
    const verified = await t.call('user/verify_code', {
      email: account.email.toUpperCase(),
      code: code.toLowerCase(),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toMatchObject({ status: true, message: messages.password.codeVerified });
    const token = String(verified.body.token);
    expect(token).toMatch(/^[\w-]{43}$/);
    // The code is spent: it buys one token only.
    expect((await t.call('user/verify_code', { email: account.email, code })).statusCode).toBe(400);
    expect((await t.call('user/check_time_expiry', { email: account.email })).body.seconds).toBe(0);

    const link = await t.call('user/validate_password_url', { token });
    expect(link).toEqual({ statusCode: 200, body: { status: true, valid: true, email: account.email } });

    const saved = await t.call('user/save_password', { token, password: newPassword });
    expect(saved).toEqual({
      statusCode: 200,
      body: { status: true, message: 'Password has been set successfully.' },
    });

    expect(await t.signIn(account.email, newPassword)).toBeTruthy();
    const old = await t.call('login', { email: account.email, password: demoPassword });
    expect(old).toEqual({ statusCode: 401, body: { status: false, message: signInFailed } });
    // Sessions from before the reset are over.
    expect((await t.call('user/get_user_details', {}, earlierSession)).statusCode).toBe(401);
    // The owner hears of the change.
    expect((await t.mailsTo(account.email))[0]?.subject).toBe('Your FactorDesk password was changed');

    const again = await t.call('user/validate_password_url', { token });
    expect(again).toEqual({
      statusCode: 400,
      body: { status: false, message: 'Link can only be used once.' },
    });
    const reuse = await t.call('user/save_password', { token, password: 'Other#Pass2026' });
    expect(reuse).toEqual({
      statusCode: 400,
      body: { status: false, message: 'Link can only be used once.' },
    });
    expect(await t.signIn(account.email, newPassword)).toBeTruthy();
  });

  it('answers an unknown or inactive address exactly like a real one, and mails nothing', async () => {
    const inactive = await newAccount({ active: false });
    const known = await newAccount();
    const before = await rowCounts();
    for (const email of ['nobody@factordesk.test', inactive.email]) {
      expect(await t.call('user/send_email', { email })).toEqual({ statusCode: 200, body: codeSent });
      expect(await t.call('user/resend_code', { email })).toEqual({ statusCode: 200, body: codeSent });
      expect(await t.mailsTo(email)).toEqual([]);
    }
    expect(await rowCounts()).toEqual(before);

    await t.call('user/send_email', { email: known.email });
    const real = await t.call('user/check_time_expiry', { email: known.email });
    const decoy = await t.call('user/check_time_expiry', { email: 'nobody@factordesk.test' });
    expect(decoy).toEqual(real);
    const wrongReal = await t.call('user/verify_code', { email: known.email, code: 'ZZZZZ9' });
    const wrongDecoy = await t.call('user/verify_code', { email: 'nobody@factordesk.test', code: 'ZZZZZ9' });
    expect(wrongDecoy).toEqual(wrongReal);
    expect(wrongReal).toEqual({ statusCode: 400, body: { status: false, message: signInFailed } });
    const never = await t.call('user/check_time_expiry', { email: 'never-asked@factordesk.test' });
    expect(never.body).toEqual({ status: true, seconds: 0, message: messages.password.codeExpired });
  });

  it('voids a code after five wrong guesses', async () => {
    const account = await newAccount();
    await t.call('user/send_email', { email: account.email });
    const code = await codeMailedTo(account.email);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await t.call('user/verify_code', { email: account.email, code: otherCodeThan(code) });
      expect(wrong).toEqual({ statusCode: 400, body: { status: false, message: signInFailed } });
    }
    const right = await t.call('user/verify_code', { email: account.email, code });
    expect(right).toEqual({ statusCode: 400, body: { status: false, message: signInFailed } });
    expect((await t.call('user/check_time_expiry', { email: account.email })).body.seconds).toBe(0);

    // A new code starts afresh.
    await t.call('user/resend_code', { email: account.email });
    const fresh = await codeMailedTo(account.email);
    expect((await t.call('user/verify_code', { email: account.email, code: fresh })).statusCode).toBe(200);
  });

  it('accepts a right code after fewer than five wrong guesses', async () => {
    const account = await newAccount();
    await t.call('user/send_email', { email: account.email });
    const code = await codeMailedTo(account.email);
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await t.call('user/verify_code', { email: account.email, code: otherCodeThan(code) })).statusCode,
      ).toBe(400);
    }
    expect((await t.call('user/verify_code', { email: account.email, code })).statusCode).toBe(200);
  });

  it('refuses an expired code, and a code replaced by a resend', async () => {
    const account = await newAccount();
    await t.call('user/send_email', { email: account.email });
    const first = await codeMailedTo(account.email);
    await t.call('user/resend_code', { email: account.email });
    const second = await codeMailedTo(account.email);
    expect((await t.call('user/verify_code', { email: account.email, code: first })).statusCode).toBe(
      first === second ? 200 : 400,
    );

    await t.call('user/resend_code', { email: account.email });
    const third = await codeMailedTo(account.email);
    clock.advance(10 * minute + 1000);
    expect((await t.call('user/check_time_expiry', { email: account.email })).body.seconds).toBe(0);
    const late = await t.call('user/verify_code', { email: account.email, code: third });
    expect(late).toEqual({ statusCode: 400, body: { status: false, message: signInFailed } });
  });

  it('mails at most five codes per address per hour, known or not', async () => {
    const account = await newAccount();
    for (const email of [account.email, 'stranger@factordesk.test']) {
      for (let i = 0; i < 5; i += 1) {
        const path = i === 0 ? 'user/send_email' : 'user/resend_code';
        expect((await t.call(path, { email })).statusCode).toBe(200);
      }
      const sixth = await t.call('user/resend_code', { email });
      expect(sixth).toEqual({
        statusCode: 429,
        body: { status: false, message: 'Too many requests. Please try again later.' },
      });
    }
    expect(await t.mailsTo(account.email)).toHaveLength(5);
    clock.advance(hour);
    expect((await t.call('user/send_email', { email: account.email })).statusCode).toBe(200);
    expect((await t.call('user/send_email', { email: 'stranger@factordesk.test' })).statusCode).toBe(200);
  });

  it('tells a used link from an expired or unknown one', async () => {
    const account = await newAccount();
    const expiring = await issueOneTimeToken(t.db, account.id, 'reset', clock.now());
    clock.advance(31 * minute);
    const expired = {
      statusCode: 400,
      body: { status: false, message: 'Link Expired: Your link has expired' },
    };
    expect(await t.call('user/validate_password_url', { token: expiring })).toEqual(expired);
    expect(await t.call('user/save_password', { token: expiring, password: newPassword })).toEqual(expired);
    const unknown = 'x'.repeat(43);
    expect(await t.call('user/validate_password_url', { token: unknown })).toEqual(expired);
    const malformed = await t.call('user/validate_password_url', { token: 'not a token' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body.message).toBe(linkExpiredMessage);

    // A newer link replaces the older one.
    const older = await issueOneTimeToken(t.db, account.id, 'reset', clock.now());
    const newer = await issueOneTimeToken(t.db, account.id, 'reset', clock.now());
    expect(await t.call('user/validate_password_url', { token: older })).toEqual(expired);
    expect((await t.call('user/validate_password_url', { token: newer })).statusCode).toBe(200);

    // An account switched off meanwhile cannot use its link.
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, account.id));
    expect(await t.call('user/save_password', { token: newer, password: newPassword })).toEqual(expired);
    expect(await passwordHashOf(account.id)).not.toBeNull();
  });

  it('lets only one of two simultaneous submits of a link through', async () => {
    const account = await newAccount();
    const token = await issueOneTimeToken(t.db, account.id, 'reset', clock.now());
    const answers = await Promise.all([
      t.call('user/save_password', { token, password: 'First#Pass2026' }),
      t.call('user/save_password', { token, password: 'Second#Pass2026' }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const loser = answers.find((a) => a.statusCode === 400);
    expect(loser?.body.message).toBe('Link can only be used once.');
    const winner =
      answers.findIndex((a) => a.statusCode === 200) === 0 ? 'First#Pass2026' : 'Second#Pass2026';
    expect(await t.signIn(account.email, winner)).toBeTruthy();
  });

  it('refuses a weak password on the server with the spec messages and keeps the link', async () => {
    const account = await newAccount();
    const token = await issueOneTimeToken(t.db, account.id, 'reset', clock.now());
    const cases: [string, string][] = [
      ['', 'Password is required'],
      ['password1', messages.password.pattern],
      ['Password1', messages.password.pattern],
      ['Pass#1', messages.password.pattern],
      ['Pass#1'.padEnd(21, 'x'), 'Maximum length should be 20'],
    ];
    for (const [password, message] of cases) {
      const answer = await t.call('user/save_password', { token, password });
      expect({ password, statusCode: answer.statusCode, message: answer.body.message }).toEqual({
        password,
        statusCode: 400,
        message,
      });
    }
    expect(messages.password.pattern).toBe(
      'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and One Special Case Character',
    );
    expect((await t.call('user/validate_password_url', { token })).statusCode).toBe(200);
  });

  it('turns a pending invited account active with its first password', async () => {
    const account = await newAccount({ pending: true, active: false });
    const token = await issueOneTimeToken(t.db, account.id, 'invite', clock.now());
    clock.advance(6 * 24 * hour);
    expect((await t.call('user/validate_password_url', { token })).body).toEqual({
      status: true,
      valid: true,
      email: account.email,
    });
    expect((await t.call('user/save_password', { token, password: newPassword })).statusCode).toBe(200);
    const [row] = await t.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, account.id));
    expect(row?.isActive).toBe(true);
    expect(await t.signIn(account.email, newPassword)).toBeTruthy();
    // A first password is not a change to warn about.
    expect(await t.mailsTo(account.email)).toEqual([]);

    const late = await newAccount({ pending: true });
    const lateToken = await issueOneTimeToken(t.db, late.id, 'invite', clock.now());
    clock.advance(7 * 24 * hour + 1000);
    expect((await t.call('user/validate_password_url', { token: lateToken })).body.message).toBe(
      linkExpiredMessage,
    );
  });

  it('lets an account refused for guesses from many addresses in with the password it reset by mail', async () => {
    const account = await newAccount();
    for (let i = 0; i < 21; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: account.email, password: 'Wrong#2026' },
        remoteAddress: `198.18.5.${i + 1}`,
      });
    }
    expect((await t.call('login', { email: account.email, password: demoPassword })).statusCode).toBe(429);
    const token = await issueOneTimeToken(t.db, account.id, 'reset', clock.now());
    expect((await t.call('user/save_password', { token, password: newPassword })).statusCode).toBe(200);
    expect((await t.call('login', { email: account.email, password: newPassword })).statusCode).toBe(200);
  });

  it('changes the password of the signed-in user, keeping this session and ending the others', async () => {
    const account = await newAccount();
    const here = await t.signIn(account.email);
    const elsewhere = await t.signIn(account.email);

    const wrong = await t.call(
      'user/change_password',
      { previous_password: 'Wrong#Pass1', new_password: newPassword },
      here,
    );
    expect(wrong).toEqual({
      statusCode: 400,
      body: { status: false, message: 'Current Password is incorrect.' },
    });
    const same = await t.call(
      'user/change_password',
      { previous_password: demoPassword, new_password: demoPassword },
      here,
    );
    expect(same.statusCode).toBe(400);
    expect(same.body.message).toBe(messages.password.mustDiffer);
    const weak = await t.call(
      'user/change_password',
      { previous_password: demoPassword, new_password: 'weakpass' },
      here,
    );
    expect(weak.body.message).toBe(messages.password.pattern);
    expect(
      (await t.call('user/change_password', { previous_password: demoPassword, new_password: newPassword }))
        .statusCode,
    ).toBe(401);
    expect((await t.call('user/get_user_details', {}, elsewhere)).statusCode).toBe(200);

    const changed = await t.call(
      'user/change_password',
      { previous_password: demoPassword, new_password: newPassword },
      here,
    );
    expect(changed).toEqual({
      statusCode: 200,
      body: { status: true, message: messages.password.passwordChanged },
    });
    expect((await t.call('user/get_user_details', {}, here)).statusCode).toBe(200);
    expect((await t.call('user/get_user_details', {}, elsewhere)).statusCode).toBe(401);
    expect(await t.signIn(account.email, newPassword)).toBeTruthy();
    expect((await t.call('login', { email: account.email, password: demoPassword })).statusCode).toBe(401);
  });

  it('refuses unknown fields and wrong types on every call with 400 and writes nothing', async () => {
    const account = await newAccount();
    const signedIn = await t.signIn(account.email);
    const token = await issueOneTimeToken(t.db, account.id, 'reset', clock.now());
    const hashBefore = await passwordHashOf(account.id);
    const before = await rowCounts();
    const email = account.email;
    const bad: [string, unknown][] = [
      ['user/send_email', { email, extra: 1 }],
      ['user/send_email', { email: 42 }],
      ['user/send_email', {}],
      ['user/send_email', { email: 'not-an-email' }],
      ['user/resend_code', { email, extra: true }],
      ['user/resend_code', { email: [email] }],
      ['user/check_time_expiry', { email, seconds: 5 }],
      ['user/check_time_expiry', { email: null }],
      ['user/verify_code', { email, code: 'ABC123', token: 'x' }],
      ['user/verify_code', { email, code: 123456 }],
      ['user/verify_code', { email }],
      ['user/validate_password_url', { token, email }],
      ['user/validate_password_url', { token: 7 }],
      ['user/save_password', { token, password: newPassword, confirm_password: newPassword }],
      ['user/save_password', { token, password: 12345678 }],
      ['user/save_password', { token: { $ne: null }, password: newPassword }],
      [
        'user/change_password',
        { previous_password: demoPassword, new_password: newPassword, confirm_password: newPassword },
      ],
      ['user/change_password', { previous_password: demoPassword, new_password: ['Brand#New2026'] }],
      ['user/change_password', { previous_password: true, new_password: newPassword }],
    ];
    for (const [path, body] of bad) {
      const answer = await t.call(path, body, path === 'user/change_password' ? signedIn : undefined);
      expect({ path, body, statusCode: answer.statusCode, status: answer.body.status }).toEqual({
        path,
        body,
        statusCode: 400,
        status: false,
      });
      expect(answer.body.message).toBeTruthy();
    }
    expect(await rowCounts()).toEqual(before);
    expect(await passwordHashOf(account.id)).toBe(hashBefore);
    expect((await t.call('user/validate_password_url', { token })).statusCode).toBe(200);
  });
});
