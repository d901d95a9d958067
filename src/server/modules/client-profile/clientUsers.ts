import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ClientUserRow, clientUserSortColumns } from '../../../shared/contract/clientProfile';
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

type UserRecord = typeof users.$inferSelect;

/** A client's users: users of a Client-type role whose company is the client. */
function ofClient(prospectId: number): SQL | undefined {
  return and(eq(users.companyId, prospectId), eq(roles.roleType, 'client'));
}

export function toClientUserRow(user: UserRecord): ClientUserRow {
  const hasPassword = user.passwordHash !== null;
  return {
    sso_id: user.id,
    ...nameFields(user),
    email: user.email,
    username: user.username,
    country_phone_code: user.countryPhoneCode,
    phone_number: user.phoneNumber,
    is_active: user.isActive,
    account_status: !user.isActive ? 'inactive' : hasPassword ? 'active' : 'pending',
    has_password: hasPassword,
    invite_sent_at: user.inviteSentAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

type Column = (typeof clientUserSortColumns)[number];

const sortExpressions: Record<Column, SQL | typeof users.createdAt> = {
  first_name: sql`lower(${users.firstName})`,
  last_name: sql`lower(${users.lastName})`,
  email: sql`lower(${users.email})`,
  username: sql`lower(${users.username})`,
  phone_number: sql`${users.phoneNumber}`,
  // Pending (no password) sorts with the active users it will become.
  status: sql`${users.isActive}`,
  created_at: users.createdAt,
};

export interface ClientUserListQuery extends PageRequest, SortRequest<Column> {
  search_text: string;
}

/** One page of a client's users, searched by full name, email and username. */
export function clientUserPage(
  db: Db,
  prospectId: number,
  query: ClientUserListQuery,
): Promise<PageAnswer<ClientUserRow>> {
  const text = query.search_text.trim();
  const pattern = containsPattern(text);
  const where = and(
    ofClient(prospectId),
    text
      ? or(ilike(fullNameOf, pattern), ilike(users.email, pattern), ilike(users.username, pattern))
      : undefined,
  );
  return sortedPage(db, query, {
    matching: db.select(matchingRows).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where),
    rows: db
      .select({ user: users })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(where)
      .$dynamic(),
    sort: sortExpressions,
    id: users.id,
    toItem: (row) => toClientUserRow(row.user),
  });
}

/**
 * One user of this client, locked for a change; null for a user of any other client, of
 * another kind, or none.
 */
export async function clientUserForUpdate(
  db: Db,
  prospectId: number,
  userId: string,
): Promise<UserRecord | null> {
  const [row] = await db
    .select({ user: users })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), ofClient(prospectId)))
    .limit(1)
    .for('update', { of: users });
  return row?.user ?? null;
}
