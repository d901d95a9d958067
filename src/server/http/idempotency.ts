import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeyHeader } from '../../shared/contract/endpoint';
import { messages } from '../../shared/messages';
import type { Database, Tx } from '../db/client';
import { idempotencyRequests } from '../db/schema';
import { HttpError } from './errors';

/** The header a money-moving call may carry, as Node names it in `request.headers`. */
export const idempotencyHeader = idempotencyKeyHeader.toLowerCase();

/** What a repeat of an earlier request receives: its stored answer. */
export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

export interface IdempotencyStore {
  /**
   * Runs one idempotent call in a transaction of its own and commits its effect and its key's
   * answer together, so that whatever dies when, a repeat finds either the committed answer
   * (replayed, `replayed` true) or nothing (the call runs). Without a key the work simply runs in
   * the transaction. A repeat while the first still runs answers 409 (on PGlite, whose
   * transactions queue, it waits and replays); the key with another call or body answers 422.
   */
  runOnce(
    claim: ClaimInput | null,
    work: (tx: Tx) => Promise<StoredAnswer>,
  ): Promise<StoredAnswer & { replayed: boolean }>;
}

export interface ClaimInput {
  userId: string;
  key: string;
  path: string;
  body: unknown;
}

/** JSON with object keys sorted, so the same data hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${path}\n${canonical(body)}`)
    .digest('hex');
}

/** A key is 1 to 200 visible ASCII characters (a UUID is the usual choice). */
export function readIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !/^[\x21-\x7e]{1,200}$/.test(key)) throw new HttpError(400, messages.http.badRequest);
  return key;
}

const rowOf = (claim: ClaimInput) =>
  and(eq(idempotencyRequests.userId, claim.userId), eq(idempotencyRequests.key, claim.key));

/**
 * The key's earlier answer, if a request with it committed. Taken under a transaction-scoped
 * advisory lock on the key, so that a repeat arriving while the first runs hears 409 at once
 * instead of queueing behind it; the lock ends with the first one's commit or rollback (a crashed
 * process's connection rolls back), so a key whose request never committed is free again at once.
 */
async function earlierAnswer(tx: Tx, claim: ClaimInput, hash: string): Promise<StoredAnswer | null> {
  const lockKey = `idempotency\n${claim.userId}\n${claim.key}`;
  const locked = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${lockKey}, 0)) as taken`,
  )) as unknown as { rows: { taken: boolean }[] };
  if (!locked.rows[0]?.taken) throw new HttpError(409, messages.http.inProgress);
  const [existing] = await tx.select().from(idempotencyRequests).where(rowOf(claim));
  if (!existing) return null;
  if (existing.requestHash !== hash) throw new HttpError(422, messages.http.idempotencyMismatch);
  if (existing.state === 'done') return { statusCode: existing.statusCode ?? 200, body: existing.response };
  // 'running' was left by a request of the earlier scheme (claim, effect and answer in three
  // commits) that died; nothing of this scheme ever commits it. It is taken over, as it was then.
  await tx.delete(idempotencyRequests).where(rowOf(claim));
  return null;
}

export function idempotencyStore(db: Database, now: () => Date = () => new Date()): IdempotencyStore {
  return {
    runOnce(claim, work) {
      return db.transaction(async (tx) => {
        const hash = claim ? requestHash(claim.path, claim.body) : '';
        if (claim) {
          const earlier = await earlierAnswer(tx, claim, hash);
          if (earlier) return { ...earlier, replayed: true };
        }
        const answer = await work(tx);
        if (claim) {
          const at = now();
          await tx.insert(idempotencyRequests).values({
            userId: claim.userId,
            key: claim.key,
            path: claim.path,
            requestHash: hash,
            state: 'done',
            statusCode: answer.statusCode,
            response: answer.body,
            createdAt: at,
            completedAt: at,
          });
        }
        return { ...answer, replayed: false };
      });
    },
  };
}
