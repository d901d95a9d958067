import { eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../../../shared/contract/users';
import { messages } from '../../../shared/messages';
import { isPartyRoleType } from '../../../shared/partyRoles';
import type { UserForm } from '../../../shared/validation/userForm';
import type { Db } from '../../db/client';
import { idsOf } from '../../db/idsOf';
import { roles, users } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { assertMayGiveRole, assertOutranks, assignableRole } from '../roles/roleRules';
import { revokeSessionsOf } from '../session/service';
import { assertInviteMayBeResent, recordInvite, sendInvite, type InviteDeps } from './invite';
import { findUserRow, takenIdentity } from './queries';

type UserDeps = InviteDeps & Pick<Deps, 'realtime'>;

/**
 * A user deactivated or moved to another role is signed out of every open window at once (spec
 * part 1 §4): after the commit, each of their tabs hears 'status_change' and ends its session.
 */
function signOutLive(deps: Pick<Deps, 'realtime'>, userIds: readonly string[]): void {
  for (const userId of userIds) deps.realtime.emitToUser(userId, 'status_change', { user_id: userId });
}

/** The stored user with its role's type, as the rules below need it. */
async function storedUser(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, roleType: roles.roleType })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound(messages.http.notFound);
  return { ...row.user, roleType: row.roleType };
}

async function rowOrFail(db: Db, userId: string): Promise<UserRow> {
  const row = await findUserRow(db, userId);
  if (!row) throw new HttpError(500, messages.generic.failure);
  return row;
}

/** The database's unique indexes back the checks up when two saves race. */
function duplicateOf(error: unknown): HttpError | null {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  for (const candidate of candidates) {
    const e = candidate as { code?: string; constraint?: string; message?: string } | null;
    if (e?.code !== '23505') continue;
    const which = `${e.constraint ?? ''} ${e.message ?? ''}`;
    return conflict(which.includes('username') ? messages.user.usernameTaken : messages.user.emailTaken);
  }
  return null;
}

function assertMayChangeSensitiveFlag(caller: Caller, current: boolean, wanted: boolean): void {
  if (current !== wanted && !caller.sensitiveInformationDisclosure)
    throw conflict(messages.user.sensitiveFlag);
}

/** What the form sets on a user and an edit may change (email and username are set once). */
function editableFields(form: UserForm) {
  return {
    firstName: form.first_name,
    lastName: form.last_name,
    gender: form.gender,
    countryPhoneCode: form.country_phone_code,
    phoneNumber: form.phone_number,
    address: form.address,
    roleId: form.role_id,
    sensitiveInformationDisclosure: form.sensitive_information_disclosure,
  };
}

export async function saveUser(deps: UserDeps, caller: Caller, form: UserForm) {
  return form.sso_id ? editUser(deps, caller, form.sso_id, form) : createUser(deps, caller, form);
}

async function createUser(deps: UserDeps, caller: Caller, form: UserForm) {
  await assignableRole(deps.db, form.role_id);
  await assertMayGiveRole(deps.db, caller, form.role_id);
  assertMayChangeSensitiveFlag(caller, false, form.sensitive_information_disclosure);
  const taken = await takenIdentity(deps.db, form.email, form.username);
  if (taken.email) throw conflict(messages.user.emailTaken);
  if (taken.username) throw conflict(messages.user.usernameTaken);

  const now = deps.clock.now();
  // The user, its invite link and the invite mail commit together, and the answer is read before
  // that commit: a saved user is never answered as a failure.
  const saved = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        ...editableFields(form),
        email: form.email,
        username: form.username,
        // No password: the user sets one through the invite link.
        passwordHash: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id })
      .catch((error: unknown) => {
        throw duplicateOf(error) ?? error;
      });
    if (!created) throw new HttpError(500, messages.generic.failure);
    const deliver = await recordInvite(
      deps,
      tx,
      { id: created.id, email: form.email, firstName: form.first_name, username: form.username },
      now,
    );
    return { user: await rowOrFail(tx, created.id), deliver };
  });
  saved.deliver();
  return { user: saved.user, message: messages.user.created };
}

async function editUser(deps: UserDeps, caller: Caller, userId: string, form: UserForm) {
  const existing = await storedUser(deps.db, userId);
  if (isPartyRoleType(existing.roleType)) throw badRequest(messages.user.partyUser);
  // Email and username are the user's identity: locked once created (spec part 1 §5).
  if (form.email.toLowerCase() !== existing.email.toLowerCase()) throw badRequest(messages.user.emailLocked);
  if (form.username.toLowerCase() !== existing.username.toLowerCase())
    throw badRequest(messages.user.usernameLocked);
  if (form.role_id !== existing.roleId) {
    if (userId === caller.userId) throw badRequest(messages.user.ownRole);
    // Neither demote someone holding more than the caller, nor give more than the caller holds.
    await assertOutranks(deps.db, caller, existing.roleId);
    await assignableRole(deps.db, form.role_id);
    await assertMayGiveRole(deps.db, caller, form.role_id);
  }
  assertMayChangeSensitiveFlag(
    caller,
    existing.sensitiveInformationDisclosure,
    form.sensitive_information_disclosure,
  );

  const user = await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...editableFields(form), updatedAt: deps.clock.now() })
      .where(eq(users.id, userId));
    return rowOrFail(tx, userId);
  });
  if (form.role_id !== existing.roleId) signOutLive(deps, [userId]);
  return { user, message: messages.user.updated };
}

/** Deactivating ends every live session of the user at once, not at the token's expiry. */
export async function setUserStatus(
  deps: UserDeps,
  caller: Caller,
  userId: string,
  active: boolean,
): Promise<string> {
  if (!active && userId === caller.userId) throw badRequest(messages.user.ownStatus);
  const existing = await storedUser(deps.db, userId);
  await assertOutranks(deps.db, caller, existing.roleId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ isActive: active, updatedAt: now }).where(eq(users.id, userId));
    if (!active) await revokeSessionsOf(tx, userId, now);
  });
  if (!active) signOutLive(deps, [userId]);
  return active ? messages.user.activated : messages.user.deactivated;
}

export async function resendInvite(deps: UserDeps, userId: string): Promise<void> {
  const existing = await storedUser(deps.db, userId);
  assertInviteMayBeResent(
    {
      hasPassword: existing.passwordHash !== null,
      isActive: existing.isActive,
      inviteSentAt: existing.inviteSentAt,
    },
    deps.clock.now(),
  );
  await sendInvite(deps, {
    id: existing.id,
    email: existing.email,
    firstName: existing.firstName,
    username: existing.username,
  });
}

/**
 * Moves staff users to another role, as the delete-role dialog does before deleting a role.
 * Rights are read per request, so each user's next call already sees the new role.
 */
export async function assignUsersToRole(
  deps: UserDeps,
  caller: Caller,
  roleId: number,
  userIds: readonly string[],
): Promise<void> {
  const target = await assignableRole(deps.db, roleId);
  await assertMayGiveRole(deps.db, caller, target.id);
  const wanted = [...new Set(userIds)];
  const found = await deps.db
    .select({ id: users.id, roleId: users.roleId, roleType: roles.roleType })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(inArray(users.id, wanted));
  if (found.length !== wanted.length) throw notFound(messages.http.notFound);
  const moving = found.filter((user) => user.roleId !== target.id);
  if (moving.some((user) => isPartyRoleType(user.roleType))) throw badRequest(messages.user.partyUser);
  if (moving.some((user) => user.id === caller.userId)) throw badRequest(messages.user.ownRole);
  for (const fromRole of new Set(moving.map((user) => user.roleId))) {
    await assertOutranks(deps.db, caller, fromRole);
  }
  if (moving.length === 0) return;
  await deps.db
    .update(users)
    .set({ roleId: target.id, updatedAt: deps.clock.now() })
    .where(inArray(users.id, idsOf(moving)));
  signOutLive(deps, idsOf(moving));
}

export function timeZoneNames(): { name: string }[] {
  return Intl.supportedValuesOf('timeZone').map((name) => ({ name }));
}
