import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * What a migrated test database depends on: every migration file and the PGlite that applies them
 * (its version is part of the embedded image's format). A migrated image or template made under one
 * key is reused by every test file, and made anew when a migration changes.
 */
export function migrationsKey(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(join(root, 'drizzle'));
  return hash.digest('hex').slice(0, 16);
}
