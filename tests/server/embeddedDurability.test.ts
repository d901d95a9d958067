import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';

/**
 * The embedded database as `npm start` opens it (a data directory on disk) keeps a committed write
 * through an operating-system crash or power loss: PostgreSQL runs with fsync on, and its fsync
 * reaches the disk.
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database on disk', () => {
  let dataDir: string;
  let database: DatabaseHandle;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'factordesk-durable-'));
    database = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function setting(name: string): Promise<string> {
    const result = await database.db.execute(sql.raw(`show ${name}`));
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
      string,
      string
    >[];
    return String(rows[0]?.[name]);
  }

  it('runs with fsync on, every commit flushed before it is acknowledged, and full pages logged', async () => {
    expect(await setting('fsync')).toBe('on');
    expect(await setting('synchronous_commit')).toBe('on');
    expect(await setting('full_page_writes')).toBe('on');
    expect(await setting('wal_sync_method')).toBe('fsync');
  });

  it('syncs a commit to the disk before answering it', async () => {
    const synced = vi.spyOn(fs, 'fsyncSync');
    try {
      await database.db.execute(sql`create table if not exists durability_probe (id serial primary key)`);
      synced.mockClear();
      await database.db.execute(sql`insert into durability_probe default values`);
      expect(synced).toHaveBeenCalled();
    } finally {
      synced.mockRestore();
    }
  });
});
