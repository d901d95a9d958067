import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import { conflict } from '../../http/errors';

type RoleType = (typeof roles.$inferSelect)['roleType'];

/**
 * The id of the role a party's invited users get (Broker, Debtor); without that role nobody can
 * be invited, which answers 409 with the party's own `missing` message.
 */
export async function partyRoleId(db: Db, roleType: RoleType, missing: string): Promise<number> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleType, roleType)).limit(1);
  if (!role) throw conflict(missing);
  return role.id;
}

/**
 * The user already holding an email (compared case-insensitively) with its role's type, or
 * undefined: an invite reuses it only when it is the party's own kind of user.
 */
export async function userHoldingEmail(db: Db, email: string) {
  const [holder] = await db
    .select({ user: users, roleType: roles.roleType })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return holder;
}
