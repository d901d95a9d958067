import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  defaultLayoutSettings,
  LayoutSettingsSchema,
  type LayoutSettings,
} from '../../../shared/layoutSettings';
import type { CurrentUser } from '../../../shared/contract/session';
import { messages } from '../../../shared/messages';
import type { RoleType } from '../../../shared/rights';
import type { Db } from '../../db/client';
import { roles, sessions, users } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { HttpError, notFound } from '../../http/errors';
import { offeredRights } from '../outbox/offered';
import { verifyPassword } from './passwords';
import { createSignInThrottle } from './signInThrottle';

/** However often a token is refreshed, a session ends this long after sign-in. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000;

type SessionDeps = Pick<Deps, 'db' | 'tokens' | 'clock'>;

export async function signIn(
  deps: SessionDeps,
  input: { email: string; password: string; ip: string; userAgent: string | undefined },
) {
  const now = deps.clock.now();
  const [user] = await deps.db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      roleActive: roles.isActive,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`)
    .limit(1);
  const attempt = await createSignInThrottle(deps.db).admit({
    email: input.email,
    ip: input.ip,
    userId: user?.id ?? null,
    now,
  });
  if (!attempt) throw new HttpError(429, messages.session.tooManyRequests);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk || !user.isActive || !user.roleActive) {
    await attempt.failed();
    throw new HttpError(401, messages.session.signInFailed);
  }
  await attempt.succeeded();
  const [session] = await deps.db
    .insert(sessions)
    .values({
      userId: user.id,
      expiresAt: new Date(now.getTime() + sessionLifetimeMs),
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id });
  if (!session) throw new HttpError(500, messages.generic.failure);
  return deps.tokens.sign({ userId: user.id, sessionId: session.id });
}

export async function refreshToken(deps: SessionDeps, caller: Caller) {
  // The session's end is read by the statement that records the refresh.
  const [session] = await deps.db
    .update(sessions)
    .set({ lastRefreshedAt: deps.clock.now() })
    .where(eq(sessions.id, caller.sessionId))
    .returning({ expiresAt: sessions.expiresAt });
  const issued = await deps.tokens.sign({ userId: caller.userId, sessionId: caller.sessionId });
  // A token never outlives its session.
  const sessionEnds = Math.floor((session?.expiresAt.getTime() ?? 0) / 1000);
  return issued.expiresAt <= sessionEnds ? issued : { ...issued, expiresAt: sessionEnds };
}

export async function signOut(deps: SessionDeps, caller: Caller): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(eq(sessions.id, caller.sessionId));
}

/** Ends every live session of a user: a status change, a password change or a role change calls it. */
export async function revokeSessionsOf(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function currentUser(
  deps: { db: Db } & Pick<Deps, 'config'>,
  caller: Caller,
): Promise<CurrentUser> {
  const [row] = await deps.db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, caller.userId))
    .limit(1);
  if (!row) throw notFound(messages.http.notFound);
  const { user, role } = row;
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    username: user.username,
    gender: user.gender === 'male' || user.gender === 'female' ? user.gender : null,
    country_phone_code: user.countryPhoneCode,
    phone_number: user.phoneNumber,
    address: user.address,
    city: user.city,
    state: user.state,
    zip: user.zip,
    timezone: user.timezone,
    profile_pic: user.profilePic,
    official_signature: user.officialSignature,
    role: { id: role.id, role_name: role.roleName, role_type: role.roleType as RoleType },
    rights: offeredRights(deps.config, caller.rights).sort(),
    company_id: user.companyId,
    debtor_id: user.debtorId,
    broker_id: user.brokerId,
    sensitive_information_disclosure: user.sensitiveInformationDisclosure,
    layout_settings: LayoutSettingsSchema.parse({ ...defaultLayoutSettings, ...(user.layoutSettings ?? {}) }),
  };
}

export async function saveLayoutSettings(
  deps: SessionDeps,
  caller: Caller,
  settings: LayoutSettings,
): Promise<void> {
  await deps.db
    .update(users)
    .set({ layoutSettings: settings, updatedAt: deps.clock.now() })
    .where(eq(users.id, caller.userId));
}
