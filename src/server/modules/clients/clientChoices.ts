import { asc, sql, type SQL } from 'drizzle-orm';
import type { ClientChoice } from '../../../shared/contract/invoiceLookups';
import type { Db } from '../../db/client';
import { prospects } from '../../db/schema';
import { listPage, matchingRows, type PageAnswer, type PageRequest } from '../../http/paging';

/**
 * One page of a Client Name choice (the debtor form's and the invoice form's): the clients `where`
 * keeps, by business name (trigram index on the lower() name), then id.
 */
export function clientChoicePage(
  db: Db,
  request: PageRequest,
  where: SQL | undefined,
): Promise<PageAnswer<ClientChoice>> {
  const ordered = db
    .select({ id: prospects.id, company_business_name: prospects.companyBusinessName })
    .from(prospects)
    .where(where)
    .orderBy(sql`lower(${prospects.companyBusinessName})`, asc(prospects.id))
    .$dynamic();
  return listPage(db, request, db.select(matchingRows).from(prospects).where(where), ordered, (row) => row);
}
