import { and, eq, sql } from 'drizzle-orm';
import type { ClientCreditLimit } from '../../../shared/contract/debtors';
import { messages } from '../../../shared/messages';
import {
  compareMoney,
  moneyZero,
  subtractMoney,
  toMoneyString,
  type MoneyInput,
} from '../../../shared/money';
import type { Db } from '../../db/client';
import { debtorClients, prospects } from '../../db/schema';
import { conflict } from '../../http/errors';
import { isClient, liveHolding } from './queries';

/**
 * The client's active credit limit and what its live debtors (neither deleted nor terminated)
 * leave of it. With `lock` the client row is locked for the transaction, so two debtors added at
 * once cannot both take the same remainder. Null for an id that is not a client.
 */
export async function clientCredit(
  db: Db,
  prospectId: number,
  lock = false,
): Promise<ClientCreditLimit | null> {
  const query = db
    .select({ active: prospects.activeCreditLimit })
    .from(prospects)
    .where(and(eq(prospects.id, prospectId), isClient))
    .limit(1);
  const [client] = lock ? await query.for('update') : await query;
  if (!client) return null;
  if (client.active === null) return { client_active_credit_limit: null, available_credit_limit: null };
  const [used] = await db
    .select({ total: sql<string>`coalesce(sum(${debtorClients.creditLimit}), 0)::text` })
    .from(debtorClients)
    .where(and(eq(debtorClients.prospectId, prospectId), liveHolding));
  const left = subtractMoney(client.active, used?.total ?? '0');
  return {
    client_active_credit_limit: toMoneyString(client.active),
    // Over-committed (the active limit was lowered since): nothing is available, not a negative.
    available_credit_limit: toMoneyString(left.isNegative() ? moneyZero : left),
  };
}

/** Refuses weekly limits beyond what the client has available (spec part 2 §5, title Validation Failed). */
export function assertWithinClientCredit(credit: ClientCreditLimit, weeklyLimits: MoneyInput): void {
  const available = credit.available_credit_limit ?? '0';
  if (compareMoney(weeklyLimits, available) > 0) throw conflict(messages.debtor.creditLimitExceedsClient);
}
