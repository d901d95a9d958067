import { vi } from 'vitest';

/** What a mocked endpoint answers for the body it was sent. */
export type Answer = (body: unknown) => Response | Promise<Response>;

/** A JSON answer like the server's. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The quiet answers of the workspace around a screen (the notification bell). */
const workspaceAnswers: Record<string, Answer> = {
  'notification/fetch': () =>
    json({
      status: true,
      notifications: { data: [], total: 0, last_page: 1, current_page: 1 },
      unread_count: 0,
    }),
};

/**
 * Replaces `fetch` with a vi.fn answering per contract path ('user/get_users'); anything else
 * answers 404. Returns the mock and the JSON bodies sent, in order. Undo with vi.unstubAllGlobals().
 */
export function mockFetch(answers: Record<string, Answer>) {
  const sent: { path: string; body: unknown }[] = [];
  const RealRequest = globalThis.Request;
  // RTK Query builds `new Request('/api/v1/…')`; under jsdom a relative URL needs the page's base.
  class PageRequest extends RealRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  const all = { ...workspaceAnswers, ...answers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new PageRequest(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api\/v1\//, '');
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    sent.push({ path, body });
    const answer = all[path];
    return answer ? answer(body) : json({ status: false, message: 'Record not found.' }, 404);
  });
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    sent,
    bodiesTo: (path: string) => sent.filter((call) => call.path === path).map((call) => call.body),
  };
}
