import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInFailures } from '../../db/schema';

/** Failures counted over this window; an account or address over its limit waits until old ones age out. */
export const throttleWindowMs = 15 * 60 * 1000;
export const maxFailuresPerAccount = 5;
export const maxFailuresPerAddress = 20;

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;

/**
 * Sign-in failures per account and per address, kept in the database so every server node sees
 * the same counts. The lock lasts at most the window, so nobody can shut a stranger out for long.
 */
export function createSignInThrottle(db: Database) {
  async function failuresSince(key: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(signInFailures)
      .where(and(eq(signInFailures.key, key), gt(signInFailures.at, since)));
    return row?.count ?? 0;
  }
  return {
    async isLocked(email: string, ip: string, now: Date): Promise<boolean> {
      const since = new Date(now.getTime() - throttleWindowMs);
      const [account, address] = await Promise.all([
        failuresSince(accountKey(email), since),
        failuresSince(addressKey(ip), since),
      ]);
      return account >= maxFailuresPerAccount || address >= maxFailuresPerAddress;
    },
    async recordFailure(email: string, ip: string, now: Date): Promise<void> {
      await db.insert(signInFailures).values([
        { key: accountKey(email), at: now },
        { key: addressKey(ip), at: now },
      ]);
      // Old rows are of no further use; trimming here keeps the table small without a job.
      await db
        .delete(signInFailures)
        .where(lt(signInFailures.at, new Date(now.getTime() - throttleWindowMs)));
    },
    async clear(email: string): Promise<void> {
      await db.delete(signInFailures).where(inArray(signInFailures.key, [accountKey(email)]));
    },
  };
}
