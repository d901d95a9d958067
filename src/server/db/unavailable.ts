/**
 * Whether an error says the database cannot be reached, rather than that a statement failed: the
 * request then answers 503 (try again) instead of 500 (our fault). Drizzle wraps the driver's
 * error as `cause`; Node wraps the refusals of each address it tried in an AggregateError.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && unavailableCode(code)) return true;
    if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))) {
      return true;
    }
    pending.push(cause, ...(Array.isArray(errors) ? errors : []));
  }
  return false;
}

/** Socket errors, and PostgreSQL's SQLSTATEs for a server shutting down or a connection lost. */
function unavailableCode(code: string): boolean {
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND'].includes(
      code,
    ) ||
    // admin_shutdown, crash_shutdown, cannot_connect_now, and class 08: connection exception.
    ['57P01', '57P02', '57P03'].includes(code) ||
    /^08[0-9A-Z]{3}$/.test(code)
  );
}

/** What pg says when a connection ends under a query, or none can be had in time. */
const unavailableMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
];
