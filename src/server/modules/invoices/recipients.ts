import { and, eq, inArray } from 'drizzle-orm';
import type { RoleType } from '../../../shared/rights';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';

/**
 * Who hears of an invoice event: staff as every staff notice picks them (events/staffRecipients.ts),
 * clients and debtors named by their company.
 */
export { staffHolding } from '../../events/staffRecipients';

/** The active users of a client company. */
export async function clientUsers(db: Db, prospectId: number): Promise<string[]> {
  return usersOfParty(db, 'client', eq(users.companyId, prospectId));
}

/** The active users of a debtor (its invited contacts). */
export async function debtorUsers(db: Db, debtorId: number): Promise<string[]> {
  return usersOfParty(db, 'debtor', eq(users.debtorId, debtorId));
}

async function usersOfParty(db: Db, roleType: RoleType, link: ReturnType<typeof eq>): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(link, eq(users.isActive, true), inArray(roles.roleType, [roleType])));
  return rows.map((row) => row.id);
}
