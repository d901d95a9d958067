/**
 * Records the Idempotency-Key header of every call the screen makes, on top of the fake server
 * (which records bodies only). Install after the fake server; `restore` puts its fetch back.
 */
export function recordIdempotencyKeys(): { keysFor: (path: string) => string[]; restore: () => void } {
  const previous = globalThis.fetch;
  const seen: { path: string; key: string }[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const key = request.headers.get('Idempotency-Key');
    const path = new URL(request.url, window.location.href).pathname.replace(/^\/api\/v1\//, '');
    if (key) seen.push({ path, key });
    return previous(request);
  };
  return {
    keysFor: (path) => seen.filter((entry) => entry.path === path).map((entry) => entry.key),
    restore: () => {
      globalThis.fetch = previous;
    },
  };
}
