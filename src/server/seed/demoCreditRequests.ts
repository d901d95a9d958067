import { inArray } from 'drizzle-orm';
import { creditRequestStatus } from '../../shared/contract/creditRequests';
import type { Database } from '../db/client';
import { creditRequests } from '../db/schema';
import type { Caller } from '../http/caller';
import { changeCreditRequestStatus } from '../modules/credit-requests/decide';
import { saveCreditRequest } from '../modules/credit-requests/save';
import { debtorsOf } from './demoCashSteps';
import { reserveDemoClients } from './demoReserves';
import { clientsByName, demoCaller } from './demoReservesSteps';

/**
 * The demo's credit requests (issue 13; docs/decisions/0029, Credit requests), asked and decided
 * through the services the routes call, so both lists show every status:
 *
 * - the demo Client account asks for Acme Freight Lines: a higher credit limit and a higher weekly
 *   limit on its first debtor, both pending; and on its second debtor, which staff deny;
 * - staff ask for Bayside Medical Supply a higher credit limit (approved: the limit is raised) and
 *   for Cedar Creek Builders a higher weekly limit on its first debtor (approved) and a higher
 *   credit limit (denied).
 *
 * Acme's limits are left as they are. Runs once: a book where a demo client has a request already,
 * or without the demo clients, is left as it is.
 */

/** The demo calendar's days of asking and deciding (after the demo's cash, before today). */
const at = (day: string) => new Date(`2026-10-${day}T15:00:00Z`);

export interface DemoCreditRequests {
  pending: number[];
  approved: number[];
  denied: number[];
}

export async function seedDemoCreditRequests(
  db: Database,
  clientIds: readonly number[],
  now: Date = new Date(),
): Promise<DemoCreditRequests> {
  const result: DemoCreditRequests = { pending: [], approved: [], denied: [] };
  const staff = await demoCaller(db, 'admin@factordesk.test');
  const client = await demoCaller(db, 'client@factordesk.test');
  if (!staff || now.getTime() <= at('30').getTime()) return result;
  const named = await clientsByName(db, clientIds);
  const acme = named.get(reserveDemoClients.ach);
  const bayside = named.get(reserveDemoClients.lowered);
  const cedar = named.get(reserveDemoClients.wire);
  const present = [acme, bayside, cedar].filter((id): id is number => id !== undefined);
  if (present.length === 0) return result;
  if ((await db.$count(creditRequests, inArray(creditRequests.prospectId, present))) > 0) return result;

  const ask = (caller: Caller, prospectId: number, debtorId: number | null, amount: string, day: string) =>
    db.transaction(async (tx) => {
      const saved = await saveCreditRequest(
        tx,
        caller,
        { prospect_id: prospectId, debtor_id: debtorId, requested_amount: amount },
        at(day),
      );
      return saved.id;
    });
  const decide = (id: number, status: 1 | 2, day: string) =>
    db.transaction((tx) => changeCreditRequestStatus(tx, staff, { ids: [id], status }, at(day)));

  // The demo Client account asks for its own company.
  if (acme !== undefined && client !== null && client.companyId === acme) {
    const [first, second] = await debtorsOf(db, acme);
    result.pending.push(await ask(client, acme, null, '100000.00', '21'));
    if (first !== undefined) result.pending.push(await ask(client, acme, first, '10000.00', '22'));
    if (second !== undefined) {
      const denied = await ask(client, acme, second, '15000.00', '23');
      await decide(denied, creditRequestStatus.denied, '26');
      result.denied.push(denied);
    }
  }
  if (bayside !== undefined) {
    const approved = await ask(staff, bayside, null, '50000.00', '21');
    await decide(approved, creditRequestStatus.approved, '23');
    result.approved.push(approved);
  }
  if (cedar !== undefined) {
    const [first] = await debtorsOf(db, cedar);
    if (first !== undefined) {
      const approved = await ask(staff, cedar, first, '25000.00', '22');
      await decide(approved, creditRequestStatus.approved, '27');
      result.approved.push(approved);
    }
    const denied = await ask(staff, cedar, null, '250000.00', '26');
    await decide(denied, creditRequestStatus.denied, '28');
    result.denied.push(denied);
  }
  return result;
}
