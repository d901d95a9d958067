import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdvocateChoice } from '../../../shared/contract/prospectManagement';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema/access';

/** prospect/advocates: the pool a promoted client's advocates are chosen from (spec part 1 §6). */
export async function advocateChoices(db: Db): Promise<AdvocateChoice[]> {
  return db
    .select({
      id: users.id,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      email: users.email,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.isActive, true), eq(roles.isActive, true), eq(roles.roleType, 'client_advocate')))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(1000);
}
