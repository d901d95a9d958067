import { and, eq, isNull, type AnyColumn } from 'drizzle-orm';
import { debtorClients } from '../../db/schema';

/**
 * The client's live hold on the debtor: its debtor_clients row, unless deleted. Either side may be
 * a column of the query around it.
 */
export function liveHoldOf(prospectId: number | AnyColumn, debtorId: number | AnyColumn) {
  return and(
    eq(debtorClients.prospectId, prospectId),
    eq(debtorClients.debtorId, debtorId),
    isNull(debtorClients.deletedAt),
  );
}
