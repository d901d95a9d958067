import { and, eq, isNull, sql } from 'drizzle-orm';
import { prospectStatuses } from '../../../shared/constants';
import type { ClientChoice } from '../../../shared/contract/invoiceLookups';
import type { Db } from '../../db/client';
import { prospects } from '../../db/schema/prospects';
import type { Caller } from '../../http/caller';
import { containsPattern, type PageAnswer, type PageRequest } from '../../http/paging';
import { scopeCondition } from '../../http/scope';
import { clientChoicePage } from '../clients/clientChoices';

/** underwriting/clients: the clients that have a checklist (live clients); a client user: its own. */
export function checklistClients(
  db: Db,
  caller: Caller,
  request: PageRequest & { search_text: string },
): Promise<PageAnswer<ClientChoice>> {
  const pattern = containsPattern(request.search_text.toLowerCase());
  return clientChoicePage(
    db,
    request,
    and(
      eq(prospects.status, prospectStatuses.client),
      isNull(prospects.deletedAt),
      request.search_text === '' ? undefined : sql`lower(${prospects.companyBusinessName}) like ${pattern}`,
      scopeCondition(caller, { company: prospects.id }),
    ),
  );
}
