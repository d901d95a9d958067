import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/server/db/unavailable';

/** Which failures answer 503 (the database is away: try again) rather than 500 (a fault of ours). */
describe('a database that cannot be reached', () => {
  const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

  it('is recognised by the connection errors of the socket and of pg, wrapped by Drizzle or not', () => {
    expect(isDatabaseUnavailable(coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(coded('ECONNRESET')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // Node tries each address of 'localhost' and reports every refusal together.
    const refusals = new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(wrapped(refusals))).toBe(true);
  });

  it('is recognised by the SQLSTATEs of a server shutting down or a lost connection', () => {
    for (const code of ['57P01', '57P02', '57P03', '08000', '08003', '08006', '08P01']) {
      expect(isDatabaseUnavailable(wrapped(coded(code)))).toBe(true);
    }
  });

  it('leaves every other failure a failure: constraint, syntax, serialization, a bug', () => {
    for (const code of ['23505', '42601', '40001', '57014']) {
      expect(isDatabaseUnavailable(wrapped(coded(code)))).toBe(false);
    }
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
