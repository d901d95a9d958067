import { desc, sql } from 'drizzle-orm';
import { sentMailsLimit, type SentMail } from '../../../shared/contract/outbox';
import { mailOutbox } from '../../db/schema';
import type { Deps } from '../../deps';

/** The newest mails of the outbox, optionally to one address (any letter case). */
export async function sentMails(deps: Pick<Deps, 'db'>, to: string | undefined): Promise<SentMail[]> {
  const rows = await deps.db
    .select()
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}` : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(sentMailsLimit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    created_at: row.createdAt.toISOString(),
  }));
}
