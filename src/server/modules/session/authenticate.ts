import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isRightId, type RightId, type RoleType } from '../../../shared/rights';
import type { Database } from '../../db/client';
import { rights, roleRights, roles, sessions, users } from '../../db/schema';
import type { Clock } from '../../clock';
import type { Caller } from '../../http/caller';
import type { TokenSigner } from './tokens';

/** Reads the bearer token and resolves the caller from its live session; null when there is none. */
export function createAuthenticator(db: Database, tokens: TokenSigner, clock: Clock) {
  return async function authenticate(request: FastifyRequest): Promise<Caller | null> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const claims = await tokens.verify(header.slice('Bearer '.length).trim());
    if (!claims) return null;
    return loadCaller(db, claims.userId, claims.sessionId, clock.now());
  };
}

export async function loadCaller(
  db: Database,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<Caller | null> {
  const [row] = await db
    .select({
      userId: users.id,
      roleType: roles.roleType,
      companyId: users.companyId,
      debtorId: users.debtorId,
      brokerId: users.brokerId,
      sensitive: users.sensitiveInformationDisclosure,
      // Read with the session, in the same round trip: every authenticated call pays for it.
      rights: sql<
        string[]
      >`case when ${roles.isActive} then coalesce((select array_agg(${rights.rightName}) from ${roleRights} inner join ${rights} on ${rights.id} = ${roleRights.rightId} where ${roleRights.roleId} = ${roles.id}), '{}') else '{}' end`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  const held = row.rights.filter(isRightId);
  return {
    userId: row.userId,
    sessionId,
    roleType: row.roleType as RoleType,
    rights: new Set(held),
    companyId: row.companyId,
    debtorId: row.debtorId,
    brokerId: row.brokerId,
    sensitiveInformationDisclosure: row.sensitive,
  };
}

export async function rightsOfRole(db: Database, roleId: number): Promise<RightId[]> {
  const rows = await db
    .select({ name: rights.rightName })
    .from(roleRights)
    .innerJoin(rights, eq(rights.id, roleRights.rightId))
    .where(eq(roleRights.roleId, roleId));
  return rows.map((r) => r.name).filter(isRightId);
}
