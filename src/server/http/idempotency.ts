import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { Db } from '../db/client';
import { idempotencyRequests } from '../db/schema';
import { HttpError } from './errors';

/** The header a money-moving call may carry (DESIGN.md §3). */
export const idempotencyHeader = 'idempotency-key';

/** A claim not finished within this time belongs to a request that died; a repeat may take it over. */
const abandonedAfterMs = 10 * 60_000;

/** What a repeat of an earlier request receives: its stored answer. */
export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

export interface IdempotencyStore {
  /**
   * Claims the key for this request: null when the request is the first (run it, then `complete`
   * or `release`), the stored answer when it is a repeat of a finished one. A repeat while the
   * first still runs answers 409; the key reused for another call or body answers 422.
   */
  claim(input: ClaimInput): Promise<StoredAnswer | null>;
  complete(input: ClaimInput, answer: StoredAnswer): Promise<void>;
  /** Frees the key after a failure: nothing was done, so a retry runs again. */
  release(input: ClaimInput): Promise<void>;
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

export function idempotencyStore(db: Db, now: () => Date = () => new Date()): IdempotencyStore {
  const row = (input: ClaimInput) =>
    and(eq(idempotencyRequests.userId, input.userId), eq(idempotencyRequests.key, input.key));
  return {
    async claim(input) {
      const hash = requestHash(input.path, input.body);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const [claimed] = await db
          .insert(idempotencyRequests)
          .values({
            userId: input.userId,
            key: input.key,
            path: input.path,
            requestHash: hash,
            state: 'running',
            createdAt: now(),
          })
          .onConflictDoNothing()
          .returning({ key: idempotencyRequests.key });
        if (claimed) return null;
        const [existing] = await db.select().from(idempotencyRequests).where(row(input));
        if (!existing) continue; // released between our insert and read: claim again
        if (existing.requestHash !== hash) throw new HttpError(422, messages.http.idempotencyMismatch);
        if (existing.state === 'done') {
          return { statusCode: existing.statusCode ?? 200, body: existing.response };
        }
        const abandoned = existing.createdAt.getTime() < now().getTime() - abandonedAfterMs;
        if (!abandoned) throw new HttpError(409, messages.http.inProgress);
        // Take over the dead claim (only that one: a fresh claim has another created_at).
        await db
          .delete(idempotencyRequests)
          .where(
            and(
              row(input),
              eq(idempotencyRequests.state, 'running'),
              eq(idempotencyRequests.createdAt, existing.createdAt),
            ),
          );
      }
      throw new HttpError(409, messages.http.inProgress);
    },
    async complete(input, answer) {
      await db
        .update(idempotencyRequests)
        .set({ state: 'done', statusCode: answer.statusCode, response: answer.body, completedAt: now() })
        .where(row(input));
    },
    async release(input) {
      await db.delete(idempotencyRequests).where(and(row(input), eq(idempotencyRequests.state, 'running')));
    },
  };
}
