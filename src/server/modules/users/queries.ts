import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { UserRow, userSortColumns } from '../../../shared/contract/users';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import { fullNameOf } from '../../db/userFullName';
import {
  containsPattern,
  matchingRows,
  type PageAnswer,
  type PageRequest,
  sortedPage,
  type SortRequest,
} from '../../http/paging';
import { nameFields } from '../../http/personNames';
import { roleTypeOf } from '../roles/queries';

const rowColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  username: users.username,
  countryPhoneCode: users.countryPhoneCode,
  phoneNumber: users.phoneNumber,
  gender: users.gender,
  address: users.address,
  roleId: roles.id,
  roleName: roles.roleName,
  roleType: roles.roleType,
  isActive: users.isActive,
  hasPassword: sql<boolean>`(${users.passwordHash} is not null)`,
  inviteSentAt: users.inviteSentAt,
  sensitive: users.sensitiveInformationDisclosure,
  createdAt: users.createdAt,
};

/** Users joined with their role, ready for a where, an order and a page. */
function userRows(db: Db) {
  return db.select(rowColumns).from(users).innerJoin(roles, eq(roles.id, users.roleId));
}
type RowOf = Awaited<ReturnType<typeof userRows>>[number];

function toUserRow(row: RowOf): UserRow {
  return {
    sso_id: row.id,
    ...nameFields(row),
    email: row.email,
    username: row.username,
    country_phone_code: row.countryPhoneCode,
    phone_number: row.phoneNumber,
    gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null,
    address: row.address,
    role_id: row.roleId,
    role_name: row.roleName,
    role_type: roleTypeOf(row.roleType),
    is_active: row.isActive,
    account_status: !row.isActive ? 'inactive' : row.hasPassword ? 'active' : 'pending',
    has_password: row.hasPassword,
    invite_sent_at: row.inviteSentAt?.toISOString() ?? null,
    sensitive_information_disclosure: row.sensitive,
    created_at: row.createdAt.toISOString(),
  };
}

export interface UserListQuery extends PageRequest, SortRequest<(typeof userSortColumns)[number]> {
  search_text: string;
  status: 0 | 1 | 'all';
}

const sortExpressions: Record<(typeof userSortColumns)[number], SQL | typeof users.createdAt> = {
  full_name: sql`lower(${fullNameOf})`,
  email: sql`lower(${users.email})`,
  username: sql`lower(${users.username})`,
  phone_number: sql`${users.phoneNumber}`,
  role_name: sql`lower(${roles.roleName})`,
  status: sql`${users.isActive}`,
  created_at: users.createdAt,
};

export async function listUsers(db: Db, query: UserListQuery): Promise<PageAnswer<UserRow>> {
  const text = query.search_text.trim();
  const pattern = containsPattern(text);
  const where = and(
    query.status === 1 ? eq(users.isActive, true) : undefined,
    text
      ? or(ilike(fullNameOf, pattern), ilike(users.email, pattern), ilike(users.username, pattern))
      : undefined,
  );
  return sortedPage(db, query, {
    matching: db.select(matchingRows).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where),
    rows: userRows(db).where(where).$dynamic(),
    sort: sortExpressions,
    id: users.id,
    toItem: toUserRow,
  });
}

export async function findUserRow(db: Db, userId: string): Promise<UserRow | null> {
  const [row] = await userRows(db).where(eq(users.id, userId)).limit(1);
  return row ? toUserRow(row) : null;
}

/** Which of an email and a username another user already has (both compared case-insensitively). */
export async function takenIdentity(
  db: Db,
  email: string,
  username: string,
): Promise<{ email: boolean; username: boolean }> {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      or(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
      ),
    );
  return {
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
  };
}
