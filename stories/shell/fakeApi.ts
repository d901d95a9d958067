/**
 * A fake of the API for stories and web tests, without MSW: `fetch` is replaced by a function that
 * answers per endpoint path (as declared in src/shared/contract) and records every call.
 */

export interface FakeAnswer {
  /** HTTP status, 200 by default. */
  status?: number;
  body: unknown;
}

export type FakeHandler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeCall {
  /** The endpoint path under /api/v1, e.g. 'user/get_user_details'. */
  path: string;
  body: unknown;
}

export interface FakeApi {
  calls: FakeCall[];
  /** The calls made to one endpoint. */
  callsTo: (path: string) => FakeCall[];
  /** Puts the real fetch (and Request) back. */
  restore: () => void;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Whether `new Request('/relative')` works here (browsers yes; Node's fetch, under jsdom, no). */
function relativeRequestsWork(): boolean {
  try {
    new Request('/probe');
    return true;
  } catch {
    return false;
  }
}

export function installFakeApi(handlers: Record<string, FakeHandler>): FakeApi {
  const calls: FakeCall[] = [];
  const realFetch = globalThis.fetch;
  const RealRequest = globalThis.Request;

  if (!relativeRequestsWork()) {
    // RTK Query builds `new Request('/api/v1/…')`; resolve it against the page like a browser does.
    class PageRequest extends RealRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
      }
    }
    globalThis.Request = PageRequest;
  }

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url, window.location.href).pathname.replace(/^\/api\/v1\//, '');
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ path, body });
    const handler = handlers[path];
    if (!handler) return jsonResponse(404, { status: false, message: 'Record not found.' });
    const answer = await handler(body);
    return jsonResponse(answer.status ?? 200, answer.body);
  };

  return {
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path),
    restore: () => {
      globalThis.fetch = realFetch;
      globalThis.Request = RealRequest;
    },
  };
}

/** An answer that never comes (to show a loading state). */
export function pending(): Promise<FakeAnswer> {
  return new Promise(() => undefined);
}
