import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit trail (docs/decisions/0045-audit-trail.md): refused authorizations, money posts,
 * rights and role changes and sign-ins, one row each, append-only. Each row carries the hash of
 * the row before it, so a changed or removed row breaks the chain (`npm run audit:verify`). The
 * database refuses updates, deletes and truncation (drizzle/0023_audit_trail.sql).
 */
export const auditTrail = pgTable(
  'audit_trail',
  {
    /** 1, 2, 3…: a gap is a removed row. */
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    kind: text('kind').notNull(),
    /** The user who acted or was refused; null for an unknown caller. */
    userId: uuid('user_id'),
    /** Who, in words: the email of the user or of a sign-in attempt. */
    actor: text('actor').notNull(),
    /** What was touched: an endpoint path, an entry, a role, a user. */
    subject: text('subject').notNull(),
    detail: text('detail').notNull(),
    ip: text('ip').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('audit_trail_prev_hash_key').on(t.prevHash),
    index('audit_trail_kind_at_idx').on(t.kind, t.at),
    index('audit_trail_user_at_idx').on(t.userId, t.at),
  ],
);
