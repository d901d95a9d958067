import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, moment, userLink } from './columns';
import { users } from './access';

/**
 * Money-moving calls honour an Idempotency-Key header (DESIGN.md §3): the first request with a
 * key stores its answer in the transaction that made its effect, and a repeat replays that answer.
 * The key belongs to the caller; the same key with another call or body is refused.
 */
export const idempotencyRequests = pgTable(
  'idempotency_requests',
  {
    userId: userLink('user_id', () => users.id, 'cascade'),
    key: text('key').notNull(),
    /** The endpoint path and a SHA-256 of the canonical request body. */
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    /** 'done'; 'running' only on rows left by requests of an earlier scheme that died. */
    state: text('state').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    ...createdAt,
    completedAt: moment('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
