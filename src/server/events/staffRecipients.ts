import { and, eq, ne, notInArray } from 'drizzle-orm';
import { partyRoleTypes } from '../../shared/partyRoles';
import type { RightId } from '../../shared/rights';
import type { Db } from '../db/client';
import { rights, roleRights, roles, users } from '../db/schema';

/**
 * The active staff whose active role holds `right`: who hears of staff work. A right alone does not
 * name staff (the client and debtor roles hold view_invoices too, and must not hear of other
 * companies' work), so the party roles never count.
 */
export async function staffHolding(db: Db, right: RightId, exceptUserId?: string): Promise<string[]> {
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
        notInArray(roles.roleType, [...partyRoleTypes]),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}
