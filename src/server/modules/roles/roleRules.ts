import { eq } from 'drizzle-orm';
import { isPartyRoleType } from '../../../shared/partyRoles';
import type { RightId } from '../../../shared/rights';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { badRequest, conflict } from '../../http/errors';
import { rightsOfRole } from '../session/authenticate';
import { messages } from '../../../shared/messages';

/** A role a staff user may be given: it exists, is active and is not a party's role. */
export async function assignableRole(db: Db, roleId: number) {
  const [role] = await db.select().from(roles).where(eq(roles.id, roleId)).limit(1);
  if (!role || !role.isActive || isPartyRoleType(role.roleType))
    throw badRequest(messages.role.notAssignable);
  return role;
}

/**
 * Nobody hands out more than they hold: a caller may give (or build) a role only with rights the
 * caller holds, so a trimmed admin role cannot mint a full one.
 */
export function assertHoldsAll(caller: Caller, wanted: readonly RightId[]): void {
  if (wanted.some((right) => !caller.rights.has(right))) throw conflict(messages.role.beyondOwnRights);
}

export async function assertMayGiveRole(db: Db, caller: Caller, roleId: number): Promise<void> {
  assertHoldsAll(caller, await rightsOfRole(db, roleId));
}

/** Likewise nobody demotes or switches off a user whose role holds more than the caller's. */
export async function assertOutranks(db: Db, caller: Caller, roleId: number): Promise<void> {
  const held = await rightsOfRole(db, roleId);
  if (held.some((right) => !caller.rights.has(right))) throw conflict(messages.role.outranked);
}
