import { and, eq, isNull } from 'drizzle-orm';
import type { CreditLimit } from '../../../shared/contract/creditRequests';
import { toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { debtorClients, prospects } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { foundOr404, scopeCondition } from '../../http/scope';
import { clientCredit } from '../debtors/clientCredit';
import { isClient, liveHolding } from '../debtors/queries';
import { liveHoldOf } from '../debtors/liveHold';

/**
 * The figures a credit request starts from. The client's available credit is never computed here:
 * it is `clientCredit`'s (docs/decisions/0013), the one figure every screen reads.
 */

/** A live client (not deleted, not terminated) the caller may see, with its name; else 404. */
export async function requestableClient(
  db: Db,
  caller: Caller,
  prospectId: number,
  lock = false,
): Promise<{ id: number; name: string }> {
  const query = db
    .select({ id: prospects.id, name: prospects.companyBusinessName })
    .from(prospects)
    .where(
      and(
        eq(prospects.id, prospectId),
        isClient,
        isNull(prospects.terminatedAt),
        scopeCondition(caller, { company: prospects.id }),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return foundOr404(row);
}

/** The client's live hold on the debtor (neither deleted nor terminated), with the debtor's name. */
export async function livePair(
  db: Db,
  prospectId: number,
  debtorId: number,
  lock = false,
): Promise<{ id: number; creditLimit: string } | null> {
  const query = db
    .select({ id: debtorClients.id, creditLimit: debtorClients.creditLimit })
    .from(debtorClients)
    .where(and(liveHoldOf(prospectId, debtorId), liveHolding))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? { id: row.id, creditLimit: toMoneyString(row.creditLimit) } : null;
}

/** credit_request/credit_limit: the client's limits and, with a debtor, the pair's weekly limit. */
export async function creditLimitOf(
  db: Db,
  caller: Caller,
  prospectId: number,
  debtorId: number | null,
): Promise<CreditLimit> {
  await requestableClient(db, caller, prospectId);
  const credit = foundOr404(await clientCredit(db, prospectId));
  const pair = debtorId === null ? null : foundOr404(await livePair(db, prospectId, debtorId));
  return {
    client_original_credit_limit: credit.client_active_credit_limit,
    debtor_original_credit_limit: pair?.creditLimit ?? null,
    client_active_credit_limit: credit.client_active_credit_limit,
    available_credit_limit: credit.available_credit_limit,
  };
}
