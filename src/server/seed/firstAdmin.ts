import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../modules/session/passwords';
import { roleIdsByType } from './rightsAndRoles';

export interface FirstAdmin {
  email: string;
  password: string;
}

/**
 * A business that starts without the demo data (SEED_DEMO=off) still needs someone to sign in:
 * FIRST_ADMIN_EMAIL and FIRST_ADMIN_PASSWORD make that Admin in an empty users table, and do
 * nothing once anyone exists, so a restart never resets a password or adds a second admin.
 */
export async function seedFirstAdmin(db: Database, admin: FirstAdmin): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  const roleIds = await roleIdsByType(db, ['admin']);
  const [name = admin.email] = admin.email.split('@');
  await db.insert(users).values({
    firstName: 'Admin',
    email: admin.email,
    username: name,
    passwordHash: await hashPassword(admin.password),
    roleId: roleIds.get('admin') ?? 0,
    sensitiveInformationDisclosure: true,
  });
  return true;
}
