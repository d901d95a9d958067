import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, signInFailures } from '../../db/schema';

/**
 * Sign-in failures, kept in the database so that every server node counts the same
 * (docs/decisions/0016-sign-in-throttle.md). A failure is counted for its account-and-address pair
 * and for its address; an account's failures are its pairs' over every address. Within the window:
 * - a pair with `pair` failures is refused (one person mistyping, one guesser at one account);
 * - an account with `account` failures over all addresses is refused from addresses it has not
 *   signed in from lately (guessing one account from many addresses);
 * - an address with `address` failures over all accounts is refused for accounts that have not
 *   signed in from it lately (spraying many accounts from one address).
 * So a colleague behind the same NAT, or behind a load balancer without TRUST_PROXY, is never
 * refused for someone else's failures unless the address sprays, and not even then if it is theirs.
 */

/** Failures count over this sliding window; a refusal ends when the oldest counted one ages out. */
export const throttleWindowMs = 15 * 60 * 1000;
export const throttleLimits = { pair: 5, account: 20, address: 100 } as const;
/** An address an account signed in from within this long is "its own" (a session row says so). */
export const knownAddressMs = 30 * 24 * 60 * 60 * 1000;

const accountPrefix = (email: string) => `pair:${email.toLowerCase()}|`;
const pairKey = (email: string, ip: string) => `${accountPrefix(email)}${ip}`;
const addressKey = (ip: string) => `address:${ip}`;

export interface SignInAttempt {
  email: string;
  ip: string;
  /** The account the email names, or null for an unknown one (which has no addresses of its own). */
  userId: string | null;
  now: Date;
}

/** An attempt let through: its failure is already counted, and is taken back if the password is right. */
export interface AdmittedAttempt {
  /** The password was right: this pair's failures are forgiven (the address keeps its count). */
  succeeded(): Promise<void>;
  /** The password was wrong: the failure stays counted; rows older than the window are dropped. */
  failed(): Promise<void>;
}

export function createSignInThrottle(db: Db) {
  async function signedInFromHere(attempt: SignInAttempt): Promise<boolean> {
    if (attempt.userId === null) return false;
    const [row] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, attempt.userId),
          eq(sessions.ip, attempt.ip),
          gt(sessions.createdAt, new Date(attempt.now.getTime() - knownAddressMs)),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  return {
    /**
     * Counts the attempt as a failure first and then reads the counts, so that of attempts racing
     * at a limit none slips past it unseen (each sees the others that counted before it read).
     * Returns null, with nothing left counted, when a limit refuses the attempt.
     */
    async admit(attempt: SignInAttempt): Promise<AdmittedAttempt | null> {
      const pair = pairKey(attempt.email, attempt.ip);
      const address = addressKey(attempt.ip);
      const counted = await db
        .insert(signInFailures)
        .values([
          { key: pair, at: attempt.now },
          { key: address, at: attempt.now },
        ])
        .returning({ id: signInFailures.id });
      const ownIds = counted.map((row) => row.id);
      const since = new Date(attempt.now.getTime() - throttleWindowMs);
      const [counts] = await db
        .select({
          pair: sql<number>`count(*) filter (where ${signInFailures.key} = ${pair})::int`,
          account: sql<number>`count(*) filter (where starts_with(${signInFailures.key}, ${accountPrefix(attempt.email)}))::int`,
          address: sql<number>`count(*) filter (where ${signInFailures.key} = ${address})::int`,
        })
        .from(signInFailures)
        .where(
          and(
            gt(signInFailures.at, since),
            sql`(${signInFailures.key} = ${address} or starts_with(${signInFailures.key}, ${accountPrefix(attempt.email)}))`,
          ),
        );
      const over = {
        pair: (counts?.pair ?? 0) > throttleLimits.pair,
        account: (counts?.account ?? 0) > throttleLimits.account,
        address: (counts?.address ?? 0) > throttleLimits.address,
      };
      const refused = over.pair || ((over.account || over.address) && !(await signedInFromHere(attempt)));
      if (refused) {
        // A refused attempt tried no password: it does not prolong the refusal.
        await db.delete(signInFailures).where(inArray(signInFailures.id, ownIds));
        return null;
      }
      return {
        async succeeded() {
          await db
            .delete(signInFailures)
            .where(sql`${signInFailures.key} = ${pair} or ${inArray(signInFailures.id, ownIds)}`);
        },
        async failed() {
          // Old rows are of no further use; trimming here keeps the table small without a job.
          await db.delete(signInFailures).where(lt(signInFailures.at, since));
        },
      };
    },

    /** A password set through a mailed link proves the account: its failures from everywhere go. */
    async forgiveAccount(email: string): Promise<void> {
      await db.delete(signInFailures).where(sql`starts_with(${signInFailures.key}, ${accountPrefix(email)})`);
    },
  };
}
