/**
 * What durability costs the embedded database: a fresh data directory opened, migrated and seeded
 * with the demo book, then single-row commits and ledger postings (each one transaction, as a
 * payment is), closed and opened again as a restart would, timed phase by phase.
 *
 *   node --import tsx tests/bench/embeddedWrites.bench.ts durable    # as `npm start` opens it
 *   node --import tsx tests/bench/embeddedWrites.bench.ts relaxed    # PGlite's own defaults (fsync off)
 *
 * Each run prints one JSON line; docs/decisions/0019-embedded-durability.md quotes the medians.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase, type Database } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { mailOutbox } from '../../src/server/db/schema';
import { postEntry } from '../../src/server/ledger/post';
import { seed } from '../../src/server/seed';

const mode = process.argv[2] === 'relaxed' ? 'relaxed' : 'durable';
const commits = Number(process.env.COMMITS ?? 300);
const postings = Number(process.env.POSTINGS ?? 100);

async function open(dataDir: string): Promise<{ db: Database; close(): Promise<void> }> {
  if (mode === 'durable') return openDatabase({ dataDir });
  const client = await PGlite.create(resolve(dataDir, 'pglite'), { extensions: { pg_trgm } });
  await client.exec('create extension if not exists pg_trgm');
  await migrate(drizzle(client), { migrationsFolder: resolve(import.meta.dirname, '../../drizzle') });
  return { db: drizzle(client, { schema }) as unknown as Database, close: () => client.close() };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return Math.round(performance.now() - started);
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'factordesk-durability-'));
  try {
    let database: Awaited<ReturnType<typeof open>> | undefined;
    const openMs = await timed(async () => {
      database = await open(dataDir);
    });
    const { db, close } = database!;
    const seedMs = await timed(() => seed(db, { demo: true, book: true, money: true }));
    const commitsMs = await timed(async () => {
      for (let i = 0; i < commits; i += 1) {
        await db.insert(mailOutbox).values({ to: `bench${i}@example.test`, subject: 'bench', text: 'bench' });
      }
    });
    const postingsMs = await timed(async () => {
      for (let i = 0; i < postings; i += 1) {
        await db.transaction((tx) =>
          postEntry(tx, {
            date: '2026-11-02',
            operation: 'capital_deposit',
            operationKey: `bench:${i}`,
            memo: 'Capital',
            lines: [
              { chart: 'cash', debit: '10.00' },
              { chart: 'capital', credit: '10.00' },
            ],
          }),
        );
      }
    });
    const closeMs = await timed(close);
    // A restart on the same data: what the server pays on every start after the first.
    let reopened: Awaited<ReturnType<typeof open>> | undefined;
    const reopenMs = await timed(async () => {
      reopened = await open(dataDir);
    });
    await reopened?.close();
    console.log(
      JSON.stringify({
        mode,
        openMs,
        seedMs,
        commits,
        commitsMs,
        msPerCommit: +(commitsMs / commits).toFixed(2),
        postings,
        postingsMs,
        msPerPosting: +(postingsMs / postings).toFixed(2),
        closeMs,
        reopenMs,
      }),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
