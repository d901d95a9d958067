import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client';
import { seed } from '../../src/server/seed';
import { migratedImage } from './pgliteImage';
import { freshPostgresDatabase } from './postgresDatabase';
import { buildApp } from '../../src/server/app';
import { mailOutbox } from '../../src/server/db/schema';
import { demoPassword } from '../../src/server/seed/demoAccounts';
import type { FirstAdmin } from '../../src/server/seed/firstAdmin';
import type { Clock } from '../../src/server/clock';

/** A clock tests can move forward (token expiry, one-day resend rules). */
export function testClock(start = new Date()): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms) => void (now += ms) };
}

/** A fresh database per test file: in-memory PGlite, or a new database on the PostgreSQL server. */
async function freshDatabase(onQuery?: (query: string, params: unknown[]) => void): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    return openDatabase({ dataDir: 'memory', onQuery, image: await migratedImage() });
  }
  const fresh = await freshPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: fresh.url, dataDir: 'memory', onQuery });
  return {
    ...handle,
    async close() {
      await handle.close();
      await fresh.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The real app on a real database, driven through `inject`; demo accounts seeded, and the demo
 * book of business (prospects, partners, clients, debtors) only when `demoBook` asks, its
 * invoices, schedules and payments only when `demoMoney` does too, so counts start from zero.
 */
export async function startTestApp(
  options: {
    clock?: Clock;
    env?: Record<string, string>;
    demoBook?: boolean;
    demoMoney?: boolean;
    /** As with SEED_DEMO=off: no demo data at all, only this first Admin (FIRST_ADMIN_…). */
    firstAdminOnly?: FirstAdmin;
    /** Run on this database as it is (seeded already, kept after close), e.g. `npm run seed:large`'s. */
    databaseUrl?: string;
    /** Hears every statement the app runs. */
    onQuery?: (query: string, params: unknown[]) => void;
    /** The database as the app sees it (e.g. one that fails on demand); the test's `db` stays the real one. */
    wrapDb?: (db: Database) => Database;
  } = {},
) {
  const database = options.databaseUrl
    ? await openDatabase({ databaseUrl: options.databaseUrl, dataDir: 'memory', onQuery: options.onQuery })
    : await freshDatabase(options.onQuery);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory',
    FILES_DIR: mkdtempSync(join(tmpdir(), 'factordesk-files-')),
    STATIC_DIR: join(tmpdir(), 'factordesk-no-web'),
    PUBLIC_URL: 'http://localhost:3000',
    ...options.env,
  });
  const { app, deps } = await buildApp({
    config,
    database: options.wrapDb ? { ...database, db: options.wrapDb(database.db) } : database,
    jwtSecret: randomBytes(32).toString('hex'),
    clock: options.clock,
  });
  if (!options.databaseUrl) {
    await seed(database.db, {
      demo: options.firstAdminOnly === undefined,
      firstAdmin: options.firstAdminOnly,
      book: options.demoBook ?? false,
      money: options.demoMoney ?? false,
      services: { ...deps, db: database.db },
    });
  }
  await app.ready();

  async function call(
    path: string,
    body: unknown = {},
    token?: string,
    headers: Record<string, string> = {},
  ) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/${path}`,
      payload: body as object,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    return {
      statusCode: response.statusCode,
      body: response.json() as Record<string, unknown> & { status: boolean; message?: string },
    };
  }

  async function signIn(email: string, password = demoPassword): Promise<string> {
    const answer = await call('login', { email, password });
    if (answer.statusCode !== 200)
      throw new Error(`sign-in of ${email} failed: ${JSON.stringify(answer.body)}`);
    return String(answer.body.access_token);
  }

  /** The newest mails sent to an address, newest first. */
  async function mailsTo(address: string) {
    return database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, address))
      .orderBy(desc(mailOutbox.id));
  }

  return {
    app,
    deps,
    db: database.db,
    call,
    signIn,
    mailsTo,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
