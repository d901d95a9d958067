import { sql, type SQL } from 'drizzle-orm';
import type {
  ExceptionCategory,
  ExceptionListRequest,
  ExceptionRow,
} from '../../../shared/contract/exceptions';
import type { Db } from '../../db/client';
import { answerPage, containsPattern, pageWindow, type PageAnswer } from '../../http/paging';

/**
 * Every exception as one relation with the row's shape: failed postings and refused sign-ins from
 * the audit trail (its kind index), bounced mails from the outbox (a mail with a delivery error).
 */
function exceptions(request: ExceptionListRequest): SQL {
  const text = request.search_text?.trim();
  const like = text ? containsPattern(text) : null;
  const wanted = (category: ExceptionCategory) => !request.category || request.category === category;
  const fromAudit = (kind: string, category: ExceptionCategory) => sql`
    select 'audit-' || seq as id, at, ${category}::text as category, actor as who, subject, detail
    from audit_trail
    where kind = ${kind}
      ${like ? sql`and (actor ilike ${like} or subject ilike ${like} or detail ilike ${like})` : sql``}`;
  const parts: SQL[] = [];
  if (wanted('failed_posting')) parts.push(fromAudit('posting_failed', 'failed_posting'));
  if (wanted('refused_sign_in')) parts.push(fromAudit('sign_in_failed', 'refused_sign_in'));
  if (wanted('bounced_mail')) {
    parts.push(sql`
      select 'mail-' || id as id, created_at as at, 'bounced_mail'::text as category, "to" as who,
        subject, error as detail
      from mail_outbox
      where error is not null
        ${like ? sql`and ("to" ilike ${like} or subject ilike ${like} or error ilike ${like})` : sql``}`);
  }
  return sql.join(parts, sql` union all `);
}

interface StoredException {
  id: string;
  at: Date | string;
  category: ExceptionCategory;
  who: string;
  subject: string;
  detail: string;
}

/** Exception Tracking's list, newest first (docs/decisions/0047-exception-tracking.md). */
export async function listExceptions(
  db: Db,
  request: ExceptionListRequest,
): Promise<PageAnswer<ExceptionRow>> {
  const all = exceptions(request);
  const { limit, offset } = pageWindow(request);
  return answerPage(db, request, sql`select 1 from (${all}) as matching`, async () => {
    const answer = (await db.execute(
      sql`select * from (${all}) as exceptions order by at desc, id limit ${limit} offset ${offset}`,
    )) as { rows: StoredException[] };
    return answer.rows.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      category: row.category,
      who: row.who,
      subject: row.subject,
      detail: row.detail,
    }));
  });
}
