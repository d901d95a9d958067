import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AnswerOf, Endpoint, EndpointAccess, ParsedRequestOf } from '../../shared/contract/endpoint';
import { messages } from '../../shared/messages';
import { HttpError } from './errors';
import { holdsAll, holdsAny, type Caller } from './caller';
import { idempotencyHeader, readIdempotencyKey, type ClaimInput, type IdempotencyStore } from './idempotency';
import { readMultipart, type UploadedFile } from './multipart';
import { validationError } from './validation';

export const apiPrefix = '/api/v1';

export interface RouteContext<E extends Endpoint> {
  body: ParsedRequestOf<E>;
  caller: E extends Endpoint<z.ZodType, z.ZodType, 'public'> ? Caller | null : Caller;
  files: UploadedFile[];
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Authenticate = (request: FastifyRequest) => Promise<Caller | null>;

/**
 * Registers one contract endpoint: token and rights first, then the body against the shared zod
 * schema (unknown fields refused), then the handler; the answer is parsed by the response schema
 * so nothing undeclared (a hash, another party's field) can leave the server. An idempotent
 * endpoint called with an Idempotency-Key runs once per key; repeats replay its answer.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  authenticate: Authenticate,
  endpoint: E,
  handler: (ctx: RouteContext<NoInfer<E>>) => Promise<AnswerOf<NoInfer<E>>>,
  idempotency?: IdempotencyStore,
): void {
  if (endpoint.idempotent && !idempotency) {
    throw new Error(`${endpoint.path} is idempotent: register it with an idempotency store`);
  }
  app.post(`${apiPrefix}/${endpoint.path}`, async (request, reply) => {
    const caller = await authenticate(request);
    checkAccess(endpoint.access, caller);

    let raw: unknown = request.body ?? {};
    let files: UploadedFile[] = [];
    if (endpoint.body === 'multipart') {
      if (!request.isMultipart()) throw new HttpError(415, messages.http.unsupportedMediaType);
      ({ fields: raw, files } = await readMultipart(request, endpoint.upload));
    }
    const parsed = endpoint.request.safeParse(raw);
    if (!parsed.success) throw validationError(parsed.error);

    const key = endpoint.idempotent && caller ? readIdempotencyKey(request.headers[idempotencyHeader]) : null;
    if (!key || !caller || !idempotency) return run();
    const claim: ClaimInput = { userId: caller.userId, key, path: endpoint.path, body: raw };
    const earlier = await idempotency.claim(claim);
    if (earlier) {
      void reply.code(earlier.statusCode);
      return earlier.body;
    }
    try {
      const answer = await run();
      await idempotency.complete(claim, { statusCode: reply.statusCode, body: answer });
      return answer;
    } catch (error) {
      await idempotency.release(claim);
      throw error;
    }

    async function run() {
      const answer = await handler({
        body: parsed.data as ParsedRequestOf<E>,
        caller: caller as RouteContext<E>['caller'],
        files,
        request,
        reply,
      });
      if (endpoint.binary) return answer;
      const checked = endpoint.response.safeParse(
        answer && typeof answer === 'object' && !Array.isArray(answer) ? { ...answer, status: true } : answer,
      );
      if (!checked.success) {
        request.log.error(
          { issues: checked.error.issues, path: endpoint.path },
          'answer does not match the contract',
        );
        throw new HttpError(500, messages.generic.failure);
      }
      return checked.data;
    }
  });
}

function checkAccess(access: EndpointAccess, caller: Caller | null): void {
  if (access === 'public') return;
  if (!caller) throw new HttpError(401, messages.http.unauthorized);
  if (!holdsAll(caller, access.all) || !holdsAny(caller, access.any)) {
    throw new HttpError(403, messages.http.forbidden);
  }
}

/**
 * `registerEndpoint` bound to one app, as each module's routes file uses it; modules with
 * money-moving (idempotent) endpoints pass the idempotency store.
 */
export function endpointRegistrar(
  app: FastifyInstance,
  authenticate: Authenticate,
  idempotency?: IdempotencyStore,
) {
  return <E extends Endpoint>(
    endpoint: E,
    handler: (ctx: RouteContext<NoInfer<E>>) => Promise<AnswerOf<NoInfer<E>>>,
  ) => registerEndpoint(app, authenticate, endpoint, handler, idempotency);
}
