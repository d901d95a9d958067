import { desc, sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../db/client';
import { auditTrail } from '../db/schema';
import { genesisHash, rowHash, type AuditKind } from './chain';

export interface AuditEvent {
  kind: AuditKind;
  userId?: string | null;
  actor?: string;
  subject: string;
  detail?: string;
  ip?: string;
  at?: Date;
}

/** One key for the whole chain: appends queue behind it until the appender's transaction ends. */
const chainLock = sql`select pg_advisory_xact_lock(hashtextextended('audit_trail:chain', 0))`;

/**
 * Appends one row at the chain's head. Given a transaction, the row commits or rolls back with
 * it (a money post and its audit row), and the chain stays locked until then; given the database,
 * it appends in a transaction of its own.
 */
export async function appendAudit(db: Db, event: AuditEvent): Promise<void> {
  if (!('rollback' in db)) {
    await (db as Database).transaction((tx) => appendInside(tx, event));
    return;
  }
  await appendInside(db, event);
}

async function appendInside(tx: Tx, event: AuditEvent): Promise<void> {
  await tx.execute(chainLock);
  const [head] = await tx
    .select({ seq: auditTrail.seq, hash: auditTrail.hash })
    .from(auditTrail)
    .orderBy(desc(auditTrail.seq))
    .limit(1);
  const fields = {
    seq: (head?.seq ?? 0) + 1,
    at: event.at ?? new Date(),
    kind: event.kind,
    userId: event.userId ?? null,
    actor: (event.actor ?? '').slice(0, 200),
    subject: event.subject.slice(0, 300),
    detail: (event.detail ?? '').slice(0, 1000),
    ip: (event.ip ?? '').slice(0, 64),
  };
  const prevHash = head?.hash ?? genesisHash;
  await tx.insert(auditTrail).values({ ...fields, prevHash, hash: rowHash(fields, prevHash) });
}
