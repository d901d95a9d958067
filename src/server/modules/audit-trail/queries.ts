import { and, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { AuditTrailListRequest, AuditTrailRow } from '../../../shared/contract/auditTrail';
import type { Db } from '../../db/client';
import { auditTrail } from '../../db/schema';
import { containsPattern, listPage, matchingRows, type PageAnswer } from '../../http/paging';

/** The audit trail, newest first, narrowed by kind, user, dates (inclusive, UTC) and text. */
export async function listAuditTrail(
  db: Db,
  request: AuditTrailListRequest,
): Promise<PageAnswer<AuditTrailRow>> {
  const text = request.search_text?.trim();
  const where = and(
    request.kind ? eq(auditTrail.kind, request.kind) : undefined,
    request.user_id ? eq(auditTrail.userId, request.user_id) : undefined,
    request.from ? gte(auditTrail.at, new Date(`${request.from}T00:00:00Z`)) : undefined,
    request.to
      ? lt(auditTrail.at, sql`${`${request.to}T00:00:00Z`}::timestamptz + interval '1 day'`)
      : undefined,
    text
      ? or(
          ilike(auditTrail.actor, containsPattern(text)),
          ilike(auditTrail.subject, containsPattern(text)),
          ilike(auditTrail.detail, containsPattern(text)),
        )
      : undefined,
  );
  const matching = db.select(matchingRows).from(auditTrail).where(where);
  const ordered = db.select().from(auditTrail).where(where).orderBy(desc(auditTrail.seq)).$dynamic();
  return listPage(db, request, matching, ordered, (row) => ({
    seq: row.seq,
    at: row.at.toISOString(),
    kind: row.kind,
    user_id: row.userId,
    actor: row.actor,
    subject: row.subject,
    detail: row.detail,
    ip: row.ip,
    hash: row.hash,
  }));
}
