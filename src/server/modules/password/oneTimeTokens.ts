/**
 * One-time links: set password (an invite) and reset password (after Forgot password).
 *
 *   issueOneTimeToken(db, userId, purpose, now): Promise<string>
 *
 * answers a fresh token to put in a link, `${deps.publicUrl}/setpassword/${token}`, and stores only
 * its sha256 hash, so a copy of the database opens nobody's account. The token is 32 random bytes
 * in base64url, good once, until `now` plus 7 days for 'invite' and 30 minutes for 'reset'. Issuing
 * a token voids the user's earlier unused ones of the same purpose: only the newest mail works.
 * `db` may be a transaction. This signature is used by other modules (users, clients, brokers
 * invites): keep it stable.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeTokens, users } from '../../db/schema';

export const oneTimeTokenPurposes = ['invite', 'reset'] as const;
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number];

const hour = 60 * 60 * 1000;
/** An invite may sit in an inbox over a week's holiday; a reset is asked for and used at once. */
export const oneTimeTokenLifetimeMs: Record<OneTimeTokenPurpose, number> = {
  invite: 7 * 24 * hour,
  reset: 30 * 60 * 1000,
};

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueOneTimeToken(
  db: Db,
  userId: string,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<string> {
  await db
    .update(oneTimeTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: hashOf(token),
    expiresAt: new Date(now.getTime() + oneTimeTokenLifetimeMs[purpose]),
    createdAt: now,
  });
  return token;
}

/**
 * A link stops working when used, when expired or superseded, and when its account was switched
 * off by an admin. An account that never had a password is switched on by its first password, so
 * a pending account's invite still works.
 */
const accountMayTakeAPassword = sql`(${users.isActive} or ${users.passwordHash} is null)`;

export type OneTimeTokenState =
  | { state: 'usable'; userId: string; purpose: OneTimeTokenPurpose; email: string }
  /** Used links say so ('Link can only be used once.'); ... */
  | { state: 'used' }
  /** ... expired, superseded, unknown and switched-off ones all read as expired. */
  | { state: 'expired' };

/** What a link's token is worth right now, without using it. */
export async function inspectOneTimeToken(db: Db, token: string, now: Date): Promise<OneTimeTokenState> {
  const [row] = await db
    .select({
      userId: oneTimeTokens.userId,
      purpose: oneTimeTokens.purpose,
      usedAt: oneTimeTokens.usedAt,
      expiresAt: oneTimeTokens.expiresAt,
      email: users.email,
      accountOk: sql<boolean>`${accountMayTakeAPassword}`,
    })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(eq(oneTimeTokens.tokenHash, hashOf(token)))
    .limit(1);
  if (!row) return { state: 'expired' };
  if (row.usedAt) return { state: 'used' };
  if (row.expiresAt.getTime() <= now.getTime() || !row.accountOk || !isPurpose(row.purpose)) {
    return { state: 'expired' };
  }
  return { state: 'usable', userId: row.userId, purpose: row.purpose, email: row.email };
}

/**
 * Uses a token up in one conditional UPDATE, so that of two simultaneous submits exactly one gets
 * the user back and the other gets null. Run it in the transaction that sets the password, so a
 * failure afterwards leaves the link usable.
 */
export async function consumeOneTimeToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ userId: string; purpose: OneTimeTokenPurpose } | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashOf(token)),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
        sql`exists (select 1 from ${users} where ${users.id} = ${oneTimeTokens.userId} and ${accountMayTakeAPassword})`,
      ),
    )
    .returning({ userId: oneTimeTokens.userId, purpose: oneTimeTokens.purpose });
  if (!row || !isPurpose(row.purpose)) return null;
  return { userId: row.userId, purpose: row.purpose };
}

/** Once a password is set, any other link still lying in the user's inbox must not set it again. */
export async function voidOneTimeTokensOf(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ expiresAt: now })
    .where(
      and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)),
    );
}

function isPurpose(value: string): value is OneTimeTokenPurpose {
  return (oneTimeTokenPurposes as readonly string[]).includes(value);
}
