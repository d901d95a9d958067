import { sql } from 'drizzle-orm';
import type { RoleType } from '../../shared/rights';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../modules/session/passwords';
import { roleIdsByType } from './rightsAndRoles';

export const demoPassword = 'Factor#2026';

/** One demo account per built-in role; later areas attach them to companies, debtors and brokers. */
export const demoAccounts: readonly {
  email: string;
  firstName: string;
  lastName: string;
  roleType: Exclude<RoleType, 'custom'>;
  roleName: string;
}[] = [
  {
    email: 'admin@factordesk.test',
    firstName: 'Avery',
    lastName: 'Admin',
    roleType: 'admin',
    roleName: 'Admin',
  },
  {
    email: 'adminnew@factordesk.test',
    firstName: 'Noel',
    lastName: 'Newman',
    roleType: 'adminnew',
    roleName: 'AdminNew',
  },
  {
    email: 'ca@factordesk.test',
    firstName: 'Casey',
    lastName: 'Advocate',
    roleType: 'client_advocate',
    roleName: 'Client Advocate',
  },
  {
    email: 'analyst@factordesk.test',
    firstName: 'Ana',
    lastName: 'Lyst',
    roleType: 'credit_analyst',
    roleName: 'Credit Analyst',
  },
  {
    email: 'client@factordesk.test',
    firstName: 'Clara',
    lastName: 'Client',
    roleType: 'client',
    roleName: 'Client',
  },
  {
    email: 'debtor@factordesk.test',
    firstName: 'Dan',
    lastName: 'Debtor',
    roleType: 'debtor',
    roleName: 'Debtor',
  },
  {
    email: 'broker@factordesk.test',
    firstName: 'Bree',
    lastName: 'Broker',
    roleType: 'broker',
    roleName: 'Broker',
  },
];

/** Seeds the demo accounts into an empty users table; answers whether it did. */
export async function seedDemoAccounts(db: Database): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  const roleIds = await roleIdsByType(
    db,
    demoAccounts.map((a) => a.roleType),
  );
  const passwordHash = await hashPassword(demoPassword);
  await db.insert(users).values(
    demoAccounts.map((account, index) => ({
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      username: account.email.split('@')[0] ?? account.email,
      passwordHash,
      gender: index % 2 === 0 ? 'female' : 'male',
      phoneNumber: `555010${index}000`.slice(0, 10),
      address: `${100 + index} Market Street`,
      city: 'New York',
      state: 'New York',
      zip: '10001',
      roleId: roleIds.get(account.roleType) ?? 0,
      sensitiveInformationDisclosure: account.roleType === 'admin' || account.roleType === 'adminnew',
    })),
  );
  return true;
}
