import type { Endpoint, ParsedRequestOf } from '../../src/shared/contract/endpoint';
import type { CurrentUser } from '../../src/shared/contract/session';
import { installFakeApi, type FakeAnswer, type FakeApi, type FakeHandler } from '../shell/fakeApi';

/**
 * The shell's fake API plus what the user, role and profile screens need of it: multipart calls
 * (the profile's form data) and answers that first check the body against the contract, as the
 * server does, so a story fails when a screen sends what the server would refuse.
 */

/** What a multipart call carried: its text fields and its files. */
export interface FakeForm {
  fields: Record<string, string>;
  files: Record<string, File>;
}

function jsonResponse(answer: FakeAnswer): Response {
  return new Response(JSON.stringify(answer.body), {
    status: answer.status ?? 200,
    headers: { 'content-type': 'application/json' },
  });
}

function formOf(data: FormData): FakeForm {
  const form: FakeForm = { fields: {}, files: {} };
  data.forEach((value, key) => {
    if (typeof value === 'string') form.fields[key] = value;
    else form.files[key] = value;
  });
  return form;
}

/** The server's 400 for a body the contract refuses. */
function refused(message: string): FakeAnswer {
  return { status: 400, body: { status: false, message } };
}

/** An answer for `endpoint` given the body the contract parsed (defaults applied), or a 400 like the server's. */
export function answering<E extends Endpoint>(
  endpoint: E,
  answer: (body: ParsedRequestOf<E>) => FakeAnswer | Promise<FakeAnswer>,
): FakeHandler {
  return (raw) => {
    const fields = isFakeForm(raw) ? raw.fields : raw;
    const parsed = endpoint.request.safeParse(fields ?? {});
    if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? 'The request is not valid.');
    return answer(parsed.data as ParsedRequestOf<E>);
  };
}

/**
 * A success answer as `user` would get it from the server: cut by the endpoint's schema for the
 * user's party (a debtor's invoices, a client's payments) where the contract declares one.
 */
export function answeredFor(endpoint: Endpoint, user: CurrentUser | undefined, body: object): FakeAnswer {
  const answer = { status: true, ...body };
  const party = user?.role.role_type;
  const cut =
    party === 'client' || party === 'debtor' || party === 'broker'
      ? endpoint.responseByParty?.[party]
      : undefined;
  return { body: cut ? cut.parse(answer) : answer };
}

export function isFakeForm(value: unknown): value is FakeForm {
  return typeof value === 'object' && value !== null && 'fields' in value && 'files' in value;
}

/**
 * Installs the fake API with `handlers` (keyed by contract path). A multipart call reaches its
 * handler as a `FakeForm`; it is recorded in `calls` like any other.
 */
export function installFakeServer(handlers: Record<string, FakeHandler>): FakeApi {
  const api = installFakeApi(handlers);
  const fakeFetch = globalThis.fetch;
  const FakeRequest = globalThis.Request;
  // Under jsdom a FormData body does not survive into the Request, so keep it beside it.
  const formBodies = new WeakMap<Request, FormData>();
  class FormAwareRequest extends FakeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(input, init);
      if (init?.body instanceof FormData) formBodies.set(this, init.body);
    }
  }
  globalThis.Request = FormAwareRequest;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const data = formBodies.get(request) ?? (init?.body instanceof FormData ? init.body : undefined);
    if (!data) return fakeFetch(request);
    const path = new URL(request.url, window.location.href).pathname.replace(/^\/api\/v1\//, '');
    const body = formOf(data);
    api.calls.push({ path, body });
    const handler = handlers[path];
    if (!handler) return jsonResponse({ status: 404, body: { status: false, message: 'Record not found.' } });
    return jsonResponse(await handler(body));
  };
  return {
    ...api,
    restore: () => {
      globalThis.fetch = fakeFetch;
      globalThis.Request = FakeRequest;
      api.restore();
    },
  };
}
