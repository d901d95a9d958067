import { Refusal } from './refusal';

const example = 'DATABASE_URL=postgres://postgres@127.0.0.1:5432/factordesk_large';

/**
 * The PostgreSQL database the large book goes into: DATABASE_URL, which must name a database on a
 * PostgreSQL server. The embedded PGlite is never filled: millions of rows belong on a real server.
 */
export function largeBookDatabaseUrl(env: Record<string, string | undefined>): string {
  const url = env.DATABASE_URL?.trim();
  if (!url) {
    throw new Refusal(
      `DATABASE_URL is not set: seed:large fills a PostgreSQL database, never the embedded PGlite. Create an empty database and name it, e.g. ${example}.`,
    );
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Refusal(`DATABASE_URL is not a URL: expected a postgres:// URL such as ${example}.`);
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new Refusal(
      `DATABASE_URL must be a postgres:// URL (got ${parsed.protocol}//…): seed:large runs only on PostgreSQL, never on PGlite.`,
    );
  }
  if (parsed.pathname.replace(/^\//, '') === '') {
    throw new Refusal(`DATABASE_URL names no database: add one after the host, as in ${example}.`);
  }
  return url;
}

/** The URL without its password, for printing. */
export function printableUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
