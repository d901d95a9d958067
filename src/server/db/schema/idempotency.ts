import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './access';

/**
 * Money-moving calls honour an Idempotency-Key header (DESIGN.md §3): the first request with a
 * key stores its answer in the transaction that made its effect, and a repeat replays that answer.
 * The key belongs to the caller; the same key with another call or body is refused.
 */
export const idempotencyRequests = pgTable(
  'idempotency_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The endpoint path and a SHA-256 of the canonical request body. */
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    /** 'done'; 'running' only on rows left by requests of an earlier scheme that died. */
    state: text('state').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
