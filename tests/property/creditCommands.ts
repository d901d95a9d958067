import type { AsyncCommand } from 'fast-check';
import { expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { creditRequestRefusal } from '../../src/shared/contract/creditRequests';
import {
  addMoney,
  compareMoney,
  moneyMax,
  percentOf,
  subtractMoney,
  toMoneyString,
} from '../../src/shared/money';
import { debtorClients, journalEntries, prospects } from '../../src/server/db/schema';
import type { ClientKey, Model, Real } from './moneyModel';

/**
 * Credit requests in the money-flow property (docs/decisions/0029, Credit requests): a client or a
 * debtor request asked through `credit_request/save` and approved through
 * `credit_request/change_status`, sometimes two of them, the second approved after the first raised
 * the limit. The limits come from `credit_request/credit_limit`; the shared rule says whether each
 * fits when asked and again when approved. An approved request raises its limit by exactly what it
 * asked; a refused one changes nothing; none moves money.
 */

const call = (real: Real, path: string, body: unknown) => real.book.t.call(path, body, real.book.tokens.ca);

interface Limits {
  current: string;
  available: string | null;
}

async function limitsOf(real: Real, client: ClientKey, debtor: boolean): Promise<Limits> {
  const answer = await call(real, 'credit_request/credit_limit', {
    prospect_id: real.clientIds[client],
    ...(debtor ? { debtor_id: real.book.debtors.northwind } : {}),
  });
  expect({ status: answer.statusCode, body: answer.body }).toMatchObject({ status: 200 });
  const limits = answer.body.credit_limit as Record<string, string | null>;
  return {
    current: toMoneyString(
      (debtor ? limits.debtor_original_credit_limit : limits.client_original_credit_limit)!,
    ),
    available: debtor ? toMoneyString(limits.available_credit_limit!) : null,
  };
}

/** The limit a request raises, read from its row. */
async function storedLimitOf(real: Real, client: ClientKey, debtor: boolean): Promise<string> {
  const db = real.book.t.db;
  if (!debtor) {
    const [row] = await db.select().from(prospects).where(eq(prospects.id, real.clientIds[client]));
    return toMoneyString(row!.activeCreditLimit ?? '0');
  }
  const [row] = await db
    .select({ limit: debtorClients.creditLimit })
    .from(debtorClients)
    .where(
      sql`${debtorClients.prospectId} = ${real.clientIds[client]} and ${debtorClients.debtorId} = ${real.book.debtors.northwind} and ${debtorClients.status} = 1`,
    );
  return toMoneyString(row!.limit);
}

const entryCount = async (real: Real) =>
  (await real.book.t.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries))[0]!.n;

export class ApproveCreditRequests implements AsyncCommand<Model, Real> {
  constructor(
    readonly client: ClientKey,
    readonly debtor: boolean,
    /** Percent of the room left (to the cap, or of the available credit) each request asks. */
    readonly shares: readonly number[],
  ) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const entries = await entryCount(real);
    const kind = this.debtor ? 'debtor' : 'client';
    const asked = await limitsOf(real, this.client, this.debtor);
    const room = this.debtor ? asked.available! : toMoneyString(subtractMoney(moneyMax, asked.current));
    const base = compareMoney(room, '100') > 0 ? room : '100.00';
    const saved: { id: number; requested: string }[] = [];
    for (const share of this.shares) {
      let requested = toMoneyString(percentOf(base, String(share)));
      if (compareMoney(requested, '0.01') < 0) requested = '0.01';
      if (compareMoney(requested, moneyMax) > 0) continue;
      // Each request is checked against the limits as they stand: the others are only pending.
      const refusal = creditRequestRefusal(kind, requested, asked);
      const answer = await call(real, 'credit_request/save', {
        prospect_id: real.clientIds[this.client],
        ...(this.debtor ? { debtor_id: real.book.debtors.northwind } : {}),
        requested_amount: requested,
      });
      if (refusal !== null) {
        expect({ status: answer.statusCode, message: answer.body.message }).toEqual({
          status: 400,
          message: refusal,
        });
        continue;
      }
      expect({ status: answer.statusCode, body: answer.body }).toMatchObject({ status: 200 });
      saved.push({ id: answer.body.id as number, requested });
    }
    for (const request of saved) {
      const before = await storedLimitOf(real, this.client, this.debtor);
      // A client request's limit is the active one; a debtor request's also needs the available credit.
      const now = this.debtor
        ? await limitsOf(real, this.client, true)
        : { current: before, available: null };
      expect(before).toBe(now.current);
      const refusal = creditRequestRefusal(kind, request.requested, now);
      const answer = await call(real, 'credit_request/change_status', { ids: [request.id], status: 1 });
      if (refusal !== null) {
        // It no longer fits: refused with the reason, the limit as it was.
        expect({ status: answer.statusCode, message: answer.body.message }).toEqual({
          status: 409,
          message: refusal,
        });
        expect(await storedLimitOf(real, this.client, this.debtor)).toBe(before);
        continue;
      }
      expect({ status: answer.statusCode, body: answer.body }).toMatchObject({ status: 200 });
      expect(await storedLimitOf(real, this.client, this.debtor)).toBe(
        toMoneyString(addMoney(before, request.requested)),
      );
    }
    // Credit requests move no money.
    expect(await entryCount(real)).toBe(entries);
  }
  toString = () =>
    `${this.debtor ? 'debtor' : 'client'} credit requests of ${this.client} [${this.shares.join(', ')}]%`;
}
