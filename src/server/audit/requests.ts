import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { allEndpoints } from '../../shared/contract';
import { sessionEndpoints } from '../../shared/contract/session';
import { roleEndpoints } from '../../shared/contract/roles';
import { userEndpoints } from '../../shared/contract/users';
import { clientProfileEndpoints } from '../../shared/contract/clientProfile';
import type { Deps } from '../deps';
import { RefusedRecordError } from '../http/errors';
import { apiPrefix } from '../http/route';
import { appendAudit, type AuditEvent } from './append';
import type { AuditKind } from './chain';

const at = (path: string) => `${apiPrefix}/${path}`;
const signInPath = at(sessionEndpoints.login.path);
/** The calls that change rights or roles, recorded when they succeed. */
const changes: ReadonlyMap<string, AuditKind> = new Map([
  [at(roleEndpoints.save.path), 'rights_change'],
  [at(roleEndpoints.deleteRole.path), 'rights_change'],
  [at(roleEndpoints.setStatus.path), 'rights_change'],
  [at(userEndpoints.save.path), 'role_change'],
  [at(userEndpoints.setStatus.path), 'role_change'],
  [at(userEndpoints.assign.path), 'role_change'],
  [at(clientProfileEndpoints.userStatus.path), 'role_change'],
]);

/** The money-moving calls (the idempotent ones), whose server failures Exception Tracking lists. */
const moneyPaths: ReadonlySet<string> = new Set(
  allEndpoints()
    .filter((endpoint) => endpoint.idempotent)
    .map((endpoint) => at(endpoint.path)),
);

const refusedRecords = new WeakSet<FastifyRequest>();
const failures = new WeakMap<FastifyRequest, string>();

/**
 * Records, before each answer leaves: every refused authorization (401 and 403, and the 404 of a
 * record the code knows belongs to another party), every sign-in and failed sign-in, every
 * money-moving call the server failed (5xx), and every successful change of a role, its rights or
 * a user's role or status. The hooks stand beside the
 * modules, so the rights guard, sign-in, roles and users keep their code.
 */
export function recordRequestsInAuditTrail(app: FastifyInstance, deps: Deps): void {
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof RefusedRecordError) refusedRecords.add(request);
    failures.set(request, error instanceof Error ? error.message : String(error));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.routeOptions.url ?? '';
    if (!path.startsWith(`${apiPrefix}/`)) return payload;
    const status = reply.statusCode;
    const event = await eventOf(deps, request, path, status);
    if (event) {
      try {
        await appendAudit(deps.db, { ...event, ip: request.ip, at: deps.clock.now() });
      } catch (error) {
        request.log.error({ err: error }, 'audit trail append failed');
      }
    }
    return payload;
  });
}

async function eventOf(
  deps: Deps,
  request: FastifyRequest,
  path: string,
  status: number,
): Promise<Omit<AuditEvent, 'ip'> | null> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (path === signInPath) {
    const email = typeof body.email === 'string' ? body.email.slice(0, 200) : '';
    if (status === 200) {
      return {
        kind: 'sign_in',
        userId: await userIdOf(deps, email),
        actor: email,
        subject: 'sign-in',
        detail: '',
      };
    }
    if (status === 401 || status === 429) {
      return {
        kind: 'sign_in_failed',
        userId: await userIdOf(deps, email),
        actor: email,
        subject: 'sign-in',
        detail: status === 429 ? 'too many attempts' : 'refused',
      };
    }
    return null;
  }
  if (status >= 500 && moneyPaths.has(path)) {
    // The transaction rolled back: nothing posted, and the trail says what was tried and why.
    const who = await callerOf(deps, request);
    const reason = (failures.get(request) ?? '').replace(/\s+/g, ' ').slice(0, 300);
    return {
      kind: 'posting_failed',
      ...who,
      subject: path.slice(apiPrefix.length + 1),
      detail: `${status}${reason ? `: ${reason}` : ''}`,
    };
  }
  const refused = status === 401 || status === 403 || (status === 404 && refusedRecords.has(request));
  const change = status === 200 ? changes.get(path) : undefined;
  if (!refused && !change) return null;
  const who = await callerOf(deps, request);
  const relative = path.slice(apiPrefix.length + 1);
  if (refused) {
    return { kind: 'refused', ...who, subject: relative, detail: String(status) };
  }
  return { kind: change!, ...who, subject: relative, detail: describe(body) };
}

/** The ids and flags a change names; never a password or free text beyond a title. */
function describe(body: Record<string, unknown>): string {
  const shown: Record<string, unknown> = {};
  for (const key of ['id', 'role_id', 'role_name', 'sso_id', 'status', 'users', 'email', 'rights']) {
    if (body[key] !== undefined) shown[key] = body[key];
  }
  return JSON.stringify(shown).slice(0, 1000);
}

async function callerOf(
  deps: Deps,
  request: FastifyRequest,
): Promise<{ userId: string | null; actor: string }> {
  try {
    const caller = await deps.authenticate(request);
    if (!caller) return { userId: null, actor: '' };
    const answer = (await deps.db.execute(sql`select email from users where id = ${caller.userId}`)) as {
      rows: { email: string }[];
    };
    return { userId: caller.userId, actor: answer.rows[0]?.email ?? '' };
  } catch {
    return { userId: null, actor: '' };
  }
}

async function userIdOf(deps: Deps, email: string): Promise<string | null> {
  if (!email) return null;
  const answer = (await deps.db.execute(
    sql`select id from users where lower(email) = ${email.toLowerCase()} limit 1`,
  )) as { rows: { id: string }[] };
  return answer.rows[0]?.id ?? null;
}
