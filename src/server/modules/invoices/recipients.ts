import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { RightId, RoleType } from '../../../shared/rights';
import type { Db } from '../../db/client';
import { rights, roleRights, roles, users } from '../../db/schema';

/**
 * Who hears of an invoice event. A right alone does not name staff (the Client and Debtor roles hold
 * view_invoices too, and must not hear of other companies' invoices), so staff are the active
 * users of active staff roles holding the right; clients and debtors are named by their company.
 */

const partyRoles: readonly RoleType[] = ['client', 'debtor', 'broker'];

/** Active staff whose role holds `right`. */
export async function staffHolding(db: Db, right: RightId): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(roleRights, eq(roleRights.roleId, roles.id))
    .innerJoin(rights, eq(rights.id, roleRights.rightId))
    .where(
      and(
        eq(rights.rightName, right),
        eq(users.isActive, true),
        eq(roles.isActive, true),
        notInArray(roles.roleType, [...partyRoles]),
      ),
    );
  return rows.map((row) => row.id);
}

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
