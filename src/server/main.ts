import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { seed } from './seed';
import { demoAccounts, demoPassword } from './seed/demoAccounts';
import { buildApp } from './app';

/** A signing secret kept beside the data, so tokens survive a restart without configuration. */
function jwtSecretFor(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (config.DATA_DIR === 'memory') return randomBytes(32).toString('hex');
  mkdirSync(config.DATA_DIR, { recursive: true });
  const file = resolve(config.DATA_DIR, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await seed(database.db, { demo: config.SEED_DEMO === 'on' });
  const { app } = await buildApp({ config, database, jwtSecret: jwtSecretFor(config) });
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const ready = Math.round(performance.now() - startedAt);

  const lines = [
    `FactorDesk is running at http://localhost:${config.PORT} (${address}), database: ${database.kind}, ready in ${ready} ms`,
    `Demo accounts (password ${demoPassword}):`,
    ...demoAccounts.map((a) => `  ${a.email.padEnd(28)} ${a.roleName}`),
  ];
  if (config.devPages) {
    lines.push(
      `Sent mails: http://localhost:${config.PORT}/dev/mails`,
      'Anyone who reaches this server can read those mails: set NODE_ENV=production (or DEV_PAGES=off) for real use.',
    );
  }
  console.log(lines.join('\n'));

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
