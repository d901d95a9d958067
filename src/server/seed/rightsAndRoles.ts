import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import { builtInRoles, rightsCatalogue } from '../../shared/rights';
import type { Database } from '../db/client';
import { rights, roleRights, roles } from '../db/schema';

/**
 * Brings the rights table in line with the catalogue and makes sure every built-in role exists.
 * View-only built-in roles always hold exactly their catalogue rights; editable ones (AdminNew,
 * Client Advocate) get theirs once, on creation or when the catalogue gains one of theirs, and are
 * the admins' to change afterwards.
 */
export async function syncRightsAndRoles(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const catalogue = rightsCatalogue.flatMap((module) =>
      module.subModules.flatMap((subModule) =>
        subModule.rights.map((right) => ({
          rightName: right.id,
          displayName: right.display,
          moduleName: module.name,
          subModuleName: subModule.name,
        })),
      ),
    );
    const catalogueIds = catalogue.map((right) => right.rightName);
    // Rights the catalogue gained since the last start: editable built-in roles receive those of
    // theirs once (an admin's later removal of one stays), as a new role receives all of its own.
    const known = new Set((await tx.select({ name: rights.rightName }).from(rights)).map((r) => r.name));
    const added = new Set(known.size === 0 ? [] : catalogueIds.filter((id) => !known.has(id)));
    // One statement for the whole catalogue: this runs at every start.
    await tx
      .insert(rights)
      .values(catalogue.map((right, index) => ({ ...right, sortOrder: index + 1 })))
      .onConflictDoUpdate({
        target: rights.rightName,
        set: {
          displayName: sql`excluded.display_name`,
          moduleName: sql`excluded.module_name`,
          subModuleName: sql`excluded.sub_module_name`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
    await tx.delete(rights).where(notInArray(rights.rightName, catalogueIds));
    const rightRows = await tx.select({ id: rights.id, name: rights.rightName }).from(rights);
    const idOf = new Map(rightRows.map((r) => [r.name, r.id]));

    for (const builtIn of builtInRoles) {
      const [existing] = await tx.select().from(roles).where(eq(roles.roleType, builtIn.roleType)).limit(1);
      const wanted = builtIn.rights.map((r) => idOf.get(r)).filter((id): id is number => id !== undefined);
      if (!existing) {
        const [created] = await tx
          .insert(roles)
          .values({ roleName: builtIn.roleName, roleType: builtIn.roleType, isBuiltIn: true })
          .returning();
        if (created && wanted.length) {
          await tx.insert(roleRights).values(wanted.map((rightId) => ({ roleId: created.id, rightId })));
        }
      } else if (builtIn.viewOnly) {
        await tx.delete(roleRights).where(eq(roleRights.roleId, existing.id));
        if (wanted.length)
          await tx.insert(roleRights).values(wanted.map((rightId) => ({ roleId: existing.id, rightId })));
      } else {
        const gained = builtIn.rights
          .filter((r) => added.has(r))
          .map((r) => idOf.get(r))
          .filter((id): id is number => id !== undefined);
        if (gained.length)
          await tx
            .insert(roleRights)
            .values(gained.map((rightId) => ({ roleId: existing.id, rightId })))
            .onConflictDoNothing();
      }
    }
  });
}

export async function roleIdsByType(db: Database, types: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: roles.id, type: roles.roleType })
    .from(roles)
    .where(inArray(roles.roleType, [...types]));
  return new Map(rows.map((r) => [r.type, r.id]));
}
