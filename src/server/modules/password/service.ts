import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { verificationCodeLength } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { linkExpiredMessage } from '../../../shared/validation/password';
import type { Database } from '../../db/client';
import { sessions, users, verificationCodes } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { badRequest, HttpError } from '../../http/errors';
import { hashPassword, verifyPassword } from '../session/passwords';
import { revokeSessionsOf } from '../session/service';
import { createSignInThrottle } from '../session/signInThrottle';
import { passwordChangedMail, verificationCodeMail } from './mailTemplates';
import {
  consumeOneTimeToken,
  inspectOneTimeToken,
  issueOneTimeToken,
  voidOneTimeTokensOf,
} from './oneTimeTokens';

type PasswordDeps = Pick<Deps, 'db' | 'clock' | 'mail' | 'publicUrl' | 'log'>;

const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;
export const verificationCodeLifetimeMs = 10 * minuteMs;
/** After this many wrong guesses a code is void: 36^6 codes cannot be guessed in five tries. */
export const maxWrongCodeAttempts = 5;
/** Codes mailed per address per hour, so that nobody can flood a stranger's inbox. */
export const maxCodeSendsPerHour = 5;

const tooManyRequests = () => new HttpError(429, messages.session.tooManyRequests);
/** Spec §8 'Verification failure': without a message of its own it reads as the sign-in failure. */
const verificationFailed = () => badRequest(messages.session.signInFailed);

// ---- Forgot password: the six-character code ----

const codeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function newVerificationCode(): string {
  let code = '';
  for (let i = 0; i < verificationCodeLength; i += 1) {
    code += codeAlphabet.charAt(randomInt(codeAlphabet.length));
  }
  return code;
}

/** Salted with the account so equal codes of two users never share a stored value. */
function hashOfCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code.toUpperCase()}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The user's codes that may still be used: neither used, expired nor replaced by a newer one. */
function liveCodesOf(userId: string, now: Date) {
  return and(
    eq(verificationCodes.userId, userId),
    isNull(verificationCodes.usedAt),
    gt(verificationCodes.expiresAt, now),
  );
}

function secondsUntil(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

async function findActiveAccount(db: Database, email: string) {
  const [account] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.isActive, true)))
    .limit(1);
  return account ?? null;
}

/**
 * Forgot password must not tell who has an account, so an address without one gets the answers a
 * real one would: the hourly limit, a countdown, and a "code" that five wrong guesses void. That
 * needs memory of what was "sent"; it is kept per server, bounded, and a restart only forgets it.
 */
export interface UnknownAccountDecoy {
  /** False when the address has had its hourly share of codes. */
  recordSend(email: string, now: Date): boolean;
  secondsLeft(email: string, now: Date): number;
  recordWrongGuess(email: string, now: Date): void;
}

export function createUnknownAccountDecoy(maxAddresses = 10_000): UnknownAccountDecoy {
  // Insertion order is the order of the latest send, so the oldest addresses come first.
  const byAddress = new Map<string, { sends: number[]; codeExpiresAt: number; wrongGuesses: number }>();
  return {
    recordSend(email, now) {
      const key = email.toLowerCase();
      const at = now.getTime();
      const entry = byAddress.get(key) ?? { sends: [], codeExpiresAt: 0, wrongGuesses: 0 };
      entry.sends = entry.sends.filter((sentAt) => sentAt > at - hourMs);
      if (entry.sends.length >= maxCodeSendsPerHour) return false;
      entry.sends.push(at);
      entry.codeExpiresAt = at + verificationCodeLifetimeMs;
      entry.wrongGuesses = 0;
      byAddress.delete(key);
      byAddress.set(key, entry);
      for (const [oldKey, old] of byAddress) {
        const lastSend = old.sends[old.sends.length - 1] ?? 0;
        if (byAddress.size <= maxAddresses && lastSend > at - hourMs) break;
        byAddress.delete(oldKey);
      }
      return true;
    },
    secondsLeft(email, now) {
      const entry = byAddress.get(email.toLowerCase());
      if (!entry || entry.wrongGuesses >= maxWrongCodeAttempts) return 0;
      return secondsUntil(entry.codeExpiresAt, now.getTime());
    },
    recordWrongGuess(email, now) {
      const entry = byAddress.get(email.toLowerCase());
      if (entry && entry.codeExpiresAt > now.getTime()) entry.wrongGuesses += 1;
    },
  };
}

/** send_email and resend_code: a new code voids the earlier ones; the answer never varies. */
export async function sendVerificationCode(deps: PasswordDeps, decoy: UnknownAccountDecoy, email: string) {
  const now = deps.clock.now();
  const account = await findActiveAccount(deps.db, email);
  if (!account) {
    if (!decoy.recordSend(email, now)) throw tooManyRequests();
    return;
  }
  const code = newVerificationCode();
  // The code and its mail commit together; the mail is delivered after.
  const deliver = await deps.db.transaction(async (tx) => {
    // Holding the account's row makes simultaneous sends count one after another.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, account.id)).for('update');
    const [sent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.userId, account.id),
          gt(verificationCodes.createdAt, new Date(now.getTime() - hourMs)),
        ),
      );
    if ((sent?.count ?? 0) >= maxCodeSendsPerHour) throw tooManyRequests();
    await tx.update(verificationCodes).set({ expiresAt: now }).where(liveCodesOf(account.id, now));
    await tx.insert(verificationCodes).values({
      userId: account.id,
      codeHash: hashOfCode(account.id, code),
      expiresAt: new Date(now.getTime() + verificationCodeLifetimeMs),
      createdAt: now,
    });
    return deps.mail.record(
      tx,
      verificationCodeMail({
        to: account.email,
        firstName: account.firstName,
        code,
        minutes: verificationCodeLifetimeMs / minuteMs,
      }),
    );
  });
  deliver();
}

/** check_time_expiry: the Verification Code page counts down from this and unlocks Resend at 0. */
export async function secondsLeftOnCode(deps: PasswordDeps, decoy: UnknownAccountDecoy, email: string) {
  const now = deps.clock.now();
  const account = await findActiveAccount(deps.db, email);
  if (!account) return decoy.secondsLeft(email, now);
  const [code] = await deps.db
    .select({ expiresAt: verificationCodes.expiresAt, attempts: verificationCodes.attempts })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, account.id), isNull(verificationCodes.usedAt)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!code || code.attempts >= maxWrongCodeAttempts) return 0;
  return secondsUntil(code.expiresAt.getTime(), now.getTime());
}

/** verify_code: a right code is spent and buys a one-time reset token (answered, never mailed). */
export async function exchangeCodeForResetToken(
  deps: PasswordDeps,
  decoy: UnknownAccountDecoy,
  input: { email: string; code: string },
): Promise<string> {
  const now = deps.clock.now();
  const account = await findActiveAccount(deps.db, input.email);
  if (!account) {
    decoy.recordWrongGuess(input.email, now);
    throw verificationFailed();
  }
  // Every guess takes one of the code's attempts before it is compared, so that simultaneous
  // guesses cannot exceed the limit between them.
  const attempts = await deps.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(liveCodesOf(account.id, now), lt(verificationCodes.attempts, maxWrongCodeAttempts)))
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
  const guessed = hashOfCode(account.id, input.code);
  const match = attempts.find((attempt) => sameHash(attempt.codeHash, guessed));
  if (!match) throw verificationFailed();
  return deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(and(eq(verificationCodes.id, match.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (!spent) throw verificationFailed();
    return issueOneTimeToken(tx, account.id, 'reset', now);
  });
}

// ---- Set and reset password through a one-time link ----

/** A used link says so; an expired, superseded, unknown or malformed one reads as expired. */
function linkRefusal(state: 'used' | 'expired') {
  return badRequest(state === 'used' ? messages.session.linkUsedOnce : linkExpiredMessage);
}

/** validate_password_url: whether the set-password screen may be shown, and for whom. */
export async function emailOfPasswordLink(deps: PasswordDeps, token: string): Promise<string> {
  const link = await inspectOneTimeToken(deps.db, token, deps.clock.now());
  if (link.state !== 'usable') throw linkRefusal(link.state);
  return link.email;
}

/**
 * save_password: spends the link and sets the password in one transaction, then signs the user out
 * everywhere. A pending account (never had a password) becomes active with its first password.
 */
export async function savePasswordThroughLink(
  deps: PasswordDeps,
  input: { token: string; password: string },
) {
  const now = deps.clock.now();
  // Hashing is slow on purpose: done before the transaction so that row locks are held briefly.
  const passwordHash = await hashPassword(input.password);
  const account = await deps.db.transaction(async (tx) => {
    const link = await consumeOneTimeToken(tx, input.token, now);
    if (!link) {
      const state = await inspectOneTimeToken(tx, input.token, now);
      throw linkRefusal(state.state === 'used' ? 'used' : 'expired');
    }
    const [before] = await tx
      .select({
        email: users.email,
        firstName: users.firstName,
        hadPassword: sql<boolean>`${users.passwordHash} is not null`,
      })
      .from(users)
      .where(eq(users.id, link.userId))
      .for('update');
    if (!before) throw linkRefusal('expired');
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, ...(before.hadPassword ? {} : { isActive: true }) })
      .where(eq(users.id, link.userId));
    await revokeSessionsOf(tx, link.userId, now);
    await voidOneTimeTokensOf(tx, link.userId, now);
    const deliver = before.hadPassword
      ? await deps.mail.record(
          tx,
          passwordChangedMail({ to: before.email, firstName: before.firstName, publicUrl: deps.publicUrl }),
        )
      : () => undefined;
    return { email: before.email, deliver };
  });
  account.deliver();
  // Failed sign-ins are usually why the password was reset; they must not lock the new one out.
  // The password is saved by now: a failure here is logged, not answered.
  await createSignInThrottle(deps.db)
    .forgiveAccount(account.email)
    .catch((error: unknown) => deps.log.warn({ err: error }, 'sign-in failures were not cleared'));
}

// ---- Change password (profile) ----

/**
 * change_password: the current password is checked like a sign-in (wrong ones count towards the
 * same lock), so a stolen session cannot be used to guess it; the caller's session stays, the
 * others end.
 */
export async function changeOwnPassword(
  deps: PasswordDeps,
  caller: Caller,
  input: { previousPassword: string; newPassword: string; ip: string },
) {
  const now = deps.clock.now();
  const [account] = await deps.db
    .select({ email: users.email, firstName: users.firstName, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, caller.userId))
    .limit(1);
  if (!account) throw badRequest(messages.password.currentPasswordIncorrect);
  const attempt = await createSignInThrottle(deps.db).admit({
    email: account.email,
    ip: input.ip,
    userId: caller.userId,
    now,
  });
  if (!attempt) throw tooManyRequests();
  if (!(await verifyPassword(account.passwordHash, input.previousPassword))) {
    await attempt.failed();
    throw badRequest(messages.password.currentPasswordIncorrect);
  }
  await attempt.succeeded();
  const passwordHash = await hashPassword(input.newPassword);
  const deliver = await deps.db.transaction(async (tx) => {
    // Only over the hash that was checked: of two simultaneous changes, the second finds it gone.
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(
        and(
          eq(users.id, caller.userId),
          sql`${users.passwordHash} is not distinct from ${account.passwordHash}`,
        ),
      )
      .returning({ id: users.id });
    if (!changed) throw badRequest(messages.password.currentPasswordIncorrect);
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, caller.userId),
          ne(sessions.id, caller.sessionId),
          isNull(sessions.revokedAt),
        ),
      );
    await voidOneTimeTokensOf(tx, caller.userId, now);
    return deps.mail.record(
      tx,
      passwordChangedMail({ to: account.email, firstName: account.firstName, publicUrl: deps.publicUrl }),
    );
  });
  deliver();
}
