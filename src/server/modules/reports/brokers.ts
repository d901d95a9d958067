import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReportBrokerChoiceSchema } from '../../../shared/contract/reports';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { brokers } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { forbidden } from '../../http/errors';
import {
  containsPattern,
  listPage,
  matchingRows,
  type PageAnswer,
  type PageRequest,
} from '../../http/paging';
import { partyOf } from '../../http/scope';

type ReportBrokerChoice = z.infer<typeof ReportBrokerChoiceSchema>;

const fullName = sql<string>`trim(${brokers.firstName} || ' ' || ${brokers.lastName})`;

/**
 * reports/brokers: the Broker Commission Report's broker filter. Names only (a broker's file, its
 * tax id and contacts, stays behind view_brokers); a broker user gets itself; the report is not
 * the business of clients and debtors (403, as the report itself).
 */
export async function reportBrokerChoices(
  db: Db,
  caller: Caller,
  request: PageRequest & { search_text: string },
): Promise<PageAnswer<ReportBrokerChoice>> {
  const party = partyOf(caller);
  if (party.kind === 'client' || party.kind === 'debtor' || party.kind === 'none') {
    throw forbidden(messages.http.forbidden);
  }
  const where = and(
    isNull(brokers.deletedAt),
    request.search_text === ''
      ? undefined
      : sql`lower(${fullName}) like ${containsPattern(request.search_text.toLowerCase())}`,
    party.kind === 'broker' ? eq(brokers.id, party.brokerId) : undefined,
  );
  const ordered = db
    .select({ id: brokers.id, full_name: fullName })
    .from(brokers)
    .where(where)
    .orderBy(sql`lower(${fullName})`, asc(brokers.id))
    .$dynamic();
  const matching = db.select(matchingRows).from(brokers).where(where);
  return listPage(db, request, matching, ordered, (row) => row);
}
