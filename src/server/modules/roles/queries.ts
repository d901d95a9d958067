import { and, asc, eq, ilike, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AssignedUser, RoleRow, roleSortColumns } from '../../../shared/contract/roles';
import { partyRoleTypes } from '../../../shared/partyRoles';
import { isRoleType, roleIsViewOnly, type RoleType } from '../../../shared/rights';
import type { Db } from '../../db/client';
import { rights, roleRights, roles, users } from '../../db/schema';
import { fullNameOf } from '../../db/userFullName';
import {
  containsPattern,
  matchingRows,
  type PageAnswer,
  type PageRequest,
  sortedPage,
  type SortRequest,
} from '../../http/paging';

export interface RightRow {
  right_id: number;
  right_name: string;
  display_name: string;
}

/** The catalogue as seeded, in its order: module > sub-module > rights. */
export async function moduleRightsTree(db: Db) {
  const rows = await db.select().from(rights).orderBy(asc(rights.sortOrder));
  const modules: {
    module_name: string;
    sub_module_name_data: { sub_module_name: string; rights: RightRow[] }[];
  }[] = [];
  for (const row of rows) {
    let module = modules.at(-1);
    if (module?.module_name !== row.moduleName) {
      module = { module_name: row.moduleName, sub_module_name_data: [] };
      modules.push(module);
    }
    let subModule = module.sub_module_name_data.at(-1);
    if (subModule?.sub_module_name !== row.subModuleName) {
      subModule = { sub_module_name: row.subModuleName, rights: [] };
      module.sub_module_name_data.push(subModule);
    }
    subModule.rights.push({ right_id: row.id, right_name: row.rightName, display_name: row.displayName });
  }
  return modules;
}

export function roleTypeOf(value: string): RoleType {
  return isRoleType(value) ? value : 'custom';
}

// Written out in full: in a one-table select Drizzle leaves columns unqualified, which would make
// the subquery compare users.role_id with users.id.
const usersCount = sql<number>`(select count(*)::int from ${users} as "holders" where "holders"."role_id" = ${roles}."id")`;

function roleRows(db: Db) {
  return db.select({ role: roles, usersCount }).from(roles);
}

function toRoleRow({ role, usersCount: count }: Awaited<ReturnType<typeof roleRows>>[number]): RoleRow {
  const roleType = roleTypeOf(role.roleType);
  return {
    id: role.id,
    role_name: role.roleName,
    role_type: roleType,
    is_built_in: role.isBuiltIn,
    view_only: roleIsViewOnly(roleType),
    is_active: role.isActive,
    users_count: count,
    created_at: role.createdAt.toISOString(),
  };
}

export interface RoleListQuery extends PageRequest, SortRequest<(typeof roleSortColumns)[number]> {
  search_text: string;
  is_active: 0 | 1 | 'all';
  assignable: boolean;
}

const sortExpressions: Record<(typeof roleSortColumns)[number], SQL | typeof roles.createdAt> = {
  role_name: sql`lower(${roles.roleName})`,
  created_at: roles.createdAt,
  status: sql`${roles.isActive}`,
};

export async function listRoles(db: Db, query: RoleListQuery): Promise<PageAnswer<RoleRow>> {
  const text = query.search_text.trim();
  const where = and(
    query.is_active === 1 || query.assignable ? eq(roles.isActive, true) : undefined,
    query.assignable ? notInArray(roles.roleType, [...partyRoleTypes]) : undefined,
    text ? ilike(roles.roleName, containsPattern(text)) : undefined,
  );
  return sortedPage(db, query, {
    matching: db.select(matchingRows).from(roles).where(where),
    rows: roleRows(db).where(where).$dynamic(),
    sort: sortExpressions,
    id: roles.id,
    toItem: toRoleRow,
  });
}

export async function findRoleRow(db: Db, roleId: number): Promise<RoleRow | null> {
  const [row] = await roleRows(db).where(eq(roles.id, roleId)).limit(1);
  return row ? toRoleRow(row) : null;
}

export async function findRole(db: Db, roleId: number) {
  const [role] = await db.select().from(roles).where(eq(roles.id, roleId)).limit(1);
  return role ?? null;
}

export async function rightRowsOfRole(db: Db, roleId: number): Promise<RightRow[]> {
  return db
    .select({ right_id: rights.id, right_name: rights.rightName, display_name: rights.displayName })
    .from(roleRights)
    .innerJoin(rights, eq(rights.id, roleRights.rightId))
    .where(eq(roleRights.roleId, roleId))
    .orderBy(asc(rights.sortOrder));
}

export async function usersOfRole(db: Db, roleId: number): Promise<AssignedUser[]> {
  const rows = await db
    .select({
      sso_id: users.id,
      full_name: sql<string>`trim(${fullNameOf})`,
      email: users.email,
      username: users.username,
      is_active: users.isActive,
    })
    .from(users)
    .where(eq(users.roleId, roleId))
    .orderBy(sql`lower(${fullNameOf})`, asc(users.id));
  return rows;
}
