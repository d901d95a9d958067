import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { RoleRow } from '../../../shared/contract/roles';
import { messages } from '../../../shared/messages';
import { isRightId, roleIsViewOnly } from '../../../shared/rights';
import type { RoleForm } from '../../../shared/validation/roleForm';
import { rights, roleRights, roles, sessions, users } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { findRole, findRoleRow, roleTypeOf, usersOfRole } from './queries';
import { assertHoldsAll, assertOutranks } from './roleRules';

type RoleDeps = Pick<Deps, 'db' | 'clock'>;

function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
}

async function roleOr404(deps: RoleDeps, roleId: number) {
  const role = await findRole(deps.db, roleId);
  if (!role) throw notFound(messages.http.notFound);
  return role;
}

/** The rights the form names, refusing ids the catalogue does not have. */
async function rightsNamed(deps: RoleDeps, form: RoleForm) {
  const ids = [...new Set(form.rights.map((r) => r.right_id))];
  const found = await deps.db
    .select({ id: rights.id, name: rights.rightName })
    .from(rights)
    .where(inArray(rights.id, ids));
  const known = new Set(found.map((r) => r.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) throw badRequest(messages.role.unknownRights(unknown));
  return { ids, names: found.map((r) => r.name).filter(isRightId) };
}

/**
 * Creates a role or replaces an editable one's title and rights. View-only built-in roles stay as
 * the catalogue defines them. Rights are read on every request, so the role's users see the
 * change on their next call without signing in again.
 */
export async function saveRole(
  deps: RoleDeps,
  caller: Caller,
  form: RoleForm,
): Promise<{ role: RoleRow; message: string }> {
  if (form.id !== undefined) {
    const existing = await roleOr404(deps, form.id);
    if (roleIsViewOnly(roleTypeOf(existing.roleType))) throw conflict(messages.role.viewOnly);
    await assertOutranks(deps.db, caller, existing.id);
  }
  const wanted = await rightsNamed(deps, form);
  assertHoldsAll(caller, wanted.names);
  const [clash] = await deps.db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        sql`lower(${roles.roleName}) = ${form.role_name.toLowerCase()}`,
        form.id !== undefined ? ne(roles.id, form.id) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict(messages.role.titleTaken);

  const now = deps.clock.now();
  // The answer is read in the transaction that made it: once it commits, the role is saved and
  // the caller hears so, whatever happens after.
  const role = await deps.db
    .transaction(async (tx) => {
      let id = form.id;
      if (id === undefined) {
        const [created] = await tx
          .insert(roles)
          .values({ roleName: form.role_name, roleType: 'custom', createdAt: now, updatedAt: now })
          .returning({ id: roles.id });
        if (!created) throw new HttpError(500, messages.generic.failure);
        id = created.id;
      } else {
        await tx.update(roles).set({ roleName: form.role_name, updatedAt: now }).where(eq(roles.id, id));
        await tx.delete(roleRights).where(eq(roleRights.roleId, id));
      }
      const roleIdForRights = id;
      await tx.insert(roleRights).values(wanted.ids.map((rightId) => ({ roleId: roleIdForRights, rightId })));
      const saved = await findRoleRow(tx, id);
      if (!saved) throw new HttpError(500, messages.generic.failure);
      return saved;
    })
    .catch((error: unknown) => {
      // The unique index on lower(role_name) settles two saves racing for one title.
      throw pgCode(error) === '23505' ? conflict(messages.role.titleTaken) : error;
    });
  return { role, message: form.id === undefined ? messages.role.created : messages.role.updated };
}

/** A role still held by users is kept: they are reassigned first (the dialog lists them). */
export async function deleteRole(deps: RoleDeps, caller: Caller, roleId: number): Promise<void> {
  const role = await roleOr404(deps, roleId);
  if (role.isBuiltIn) throw conflict(messages.role.builtInDelete);
  await assertOutranks(deps.db, caller, role.id);
  const holders = await usersOfRole(deps.db, roleId);
  if (holders.length) throw conflict(messages.role.reassignUsers);
  try {
    await deps.db.delete(roles).where(eq(roles.id, roleId));
  } catch (error) {
    // A user was given the role in the meantime: the foreign key keeps it.
    if (pgCode(error) === '23503') throw conflict(messages.role.reassignUsers);
    throw error;
  }
}

/**
 * Deactivating a role signs its users out everywhere: they could not sign in again anyway, and
 * their rights are gone from the next call.
 */
export async function setRoleStatus(
  deps: RoleDeps,
  caller: Caller,
  roleId: number,
  active: boolean,
): Promise<string> {
  const role = await roleOr404(deps, roleId);
  if (!active) {
    if (roleIsViewOnly(roleTypeOf(role.roleType))) throw conflict(messages.role.viewOnlyStatus);
    const [own] = await deps.db
      .select({ roleId: users.roleId })
      .from(users)
      .where(eq(users.id, caller.userId));
    if (own?.roleId === roleId) throw badRequest(messages.role.ownRoleStatus);
    await assertOutranks(deps.db, caller, roleId);
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(roles).set({ isActive: active, updatedAt: now }).where(eq(roles.id, roleId));
    if (!active) {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            isNull(sessions.revokedAt),
            inArray(sessions.userId, tx.select({ id: users.id }).from(users).where(eq(users.roleId, roleId))),
          ),
        );
    }
  });
  return active ? messages.role.activated : messages.role.deactivated;
}
