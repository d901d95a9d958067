import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AnswerOf, Endpoint, EndpointAccess, ParsedRequestOf } from '../../shared/contract/endpoint';
import { messages } from '../../shared/messages';
import { HttpError } from './errors';
import type { Tx } from '../db/client';
import { holdsAll, holdsAny, type Caller } from './caller';
import { idempotencyHeader, readIdempotencyKey, type IdempotencyStore } from './idempotency';
import { readMultipart, type UploadedFile } from './multipart';
import { validationError } from './validation';
import { refuseControlCharacters } from './controlCharacters';

export const apiPrefix = '/api/v1';

export interface RouteContext<E extends Endpoint> {
  body: ParsedRequestOf<E>;
  caller: E extends Endpoint<z.ZodType, z.ZodType, 'public'> ? Caller | null : Caller;
  files: UploadedFile[];
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What the handler of an idempotent (money-moving) call also gets: the transaction its effect
 * commits in, together with its Idempotency-Key's answer, and a place for work that must wait for
 * that commit (ringing bells), which runs only once the commit is done.
 */
export interface IdempotentRouteContext<E extends Endpoint> extends RouteContext<E> {
  tx: Tx;
  afterCommit(task: () => void): void;
}

export type Authenticate = (request: FastifyRequest) => Promise<Caller | null>;

/**
 * Registers one contract endpoint: token and rights first, then the body against the shared zod
 * schema (unknown fields refused), then the handler; the answer is parsed by the response schema
 * (a client's, debtor's or broker's own cut where the endpoint declares one) so nothing undeclared
 * (a hash, another party's field, the client's terms to its debtor) can leave the server.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  authenticate: Authenticate,
  endpoint: E,
  handler: (ctx: RouteContext<NoInfer<E>>) => Promise<AnswerOf<NoInfer<E>>>,
): void {
  if (endpoint.idempotent) {
    throw new Error(`${endpoint.path} is idempotent: register it with registerIdempotentEndpoint`);
  }
  receive(app, authenticate, endpoint, async (context) =>
    checkedAnswer(endpoint, context, await handler(context)),
  );
}

/**
 * Registers an idempotent (money-moving) endpoint. The registrar opens the transaction, and the
 * handler runs its service on it: with an Idempotency-Key, the key is claimed in it and its answer
 * stored in it, so the effect and the answer commit together or not at all (a retry after any
 * crash replays the committed answer or runs a request that never committed). Repeats replay the
 * stored answer with its status code.
 */
export function registerIdempotentEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  authenticate: Authenticate,
  endpoint: E,
  handler: (ctx: IdempotentRouteContext<NoInfer<E>>) => Promise<AnswerOf<NoInfer<E>>>,
  idempotency: IdempotencyStore,
): void {
  if (!endpoint.idempotent) throw new Error(`${endpoint.path} is not idempotent: register it as usual`);
  receive(app, authenticate, endpoint, async (context, raw) => {
    const { caller, request, reply } = context;
    const key = caller ? readIdempotencyKey(request.headers[idempotencyHeader]) : null;
    const claim = key && caller ? { userId: caller.userId, key, path: endpoint.path, body: raw } : null;
    const committed: (() => void)[] = [];
    const outcome = await idempotency.runOnce(claim, async (tx) => {
      const answer = await handler({ ...context, tx, afterCommit: (task) => void committed.push(task) });
      return { statusCode: reply.statusCode, body: checkedAnswer(endpoint, context, answer) };
    });
    void reply.code(outcome.statusCode);
    if (!outcome.replayed) for (const task of committed) task();
    return outcome.body;
  });
}

/** The route itself: who calls, with what; `respond` answers a request that passed both. */
function receive<E extends Endpoint>(
  app: FastifyInstance,
  authenticate: Authenticate,
  endpoint: E,
  respond: (context: RouteContext<E>, raw: unknown) => Promise<unknown>,
): void {
  app.post(`${apiPrefix}/${endpoint.path}`, async (request, reply) => {
    const caller = await authenticate(request);
    checkAccess(endpoint.access, caller);

    let raw: unknown = request.body ?? {};
    let files: UploadedFile[] = [];
    if (endpoint.body === 'multipart') {
      if (!request.isMultipart()) throw new HttpError(415, messages.http.unsupportedMediaType);
      ({ fields: raw, files } = await readMultipart(request, endpoint.upload));
    }
    refuseControlCharacters(raw, files);
    const parsed = endpoint.request.safeParse(raw);
    if (!parsed.success) throw validationError(parsed.error);

    const context: RouteContext<E> = {
      body: parsed.data as ParsedRequestOf<E>,
      caller: caller as RouteContext<E>['caller'],
      files,
      request,
      reply,
    };
    return respond(context, raw);
  });
}

/**
 * The handler's answer as the contract declares it for this caller (its party's cut where the
 * endpoint names one), `status: true` added; anything else is a 500.
 */
function checkedAnswer<E extends Endpoint>(endpoint: E, context: RouteContext<E>, answer: unknown): unknown {
  if (endpoint.binary) return answer;
  const checked = responseSchemaFor(endpoint, context.caller).safeParse(
    answer && typeof answer === 'object' && !Array.isArray(answer) ? { ...answer, status: true } : answer,
  );
  if (!checked.success) {
    context.request.log.error(
      { issues: checked.error.issues, path: endpoint.path },
      'answer does not match the contract',
    );
    throw new HttpError(500, messages.generic.failure);
  }
  return checked.data;
}

/** The schema the caller's answer is parsed with: its party's cut where the endpoint names one. */
function responseSchemaFor(endpoint: Endpoint, caller: Caller | null): z.ZodType {
  const party = caller?.roleType;
  const cut =
    party === 'client' || party === 'debtor' || party === 'broker'
      ? endpoint.responseByParty?.[party]
      : undefined;
  return cut ?? endpoint.response;
}

function checkAccess(access: EndpointAccess, caller: Caller | null): void {
  if (access === 'public') return;
  if (!caller) throw new HttpError(401, messages.http.unauthorized);
  if (!holdsAll(caller, access.all) || !holdsAny(caller, access.any)) {
    throw new HttpError(403, messages.http.forbidden);
  }
}

/** `registerEndpoint` bound to one app, as each module's routes file uses it. */
export function endpointRegistrar(app: FastifyInstance, authenticate: Authenticate) {
  return <E extends Endpoint>(
    endpoint: E,
    handler: (ctx: RouteContext<NoInfer<E>>) => Promise<AnswerOf<NoInfer<E>>>,
  ) => registerEndpoint(app, authenticate, endpoint, handler);
}

/** `registerIdempotentEndpoint` bound to one app and its idempotency store. */
export function idempotentEndpointRegistrar(
  app: FastifyInstance,
  authenticate: Authenticate,
  idempotency: IdempotencyStore,
) {
  return <E extends Endpoint>(
    endpoint: E,
    handler: (ctx: IdempotentRouteContext<NoInfer<E>>) => Promise<AnswerOf<NoInfer<E>>>,
  ) => registerIdempotentEndpoint(app, authenticate, endpoint, handler, idempotency);
}
