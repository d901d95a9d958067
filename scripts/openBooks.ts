import { loadConfig } from '../src/server/config';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';

/**
 * The database the server uses (DATABASE_URL, else the PGlite data in DATA_DIR). PGlite data is
 * opened by one process at a time: stop the server first, or point DATABASE_URL at PostgreSQL.
 */
export function openBooks(): Promise<DatabaseHandle> {
  const config = loadConfig();
  return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
}
