import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { firstAdminOf, loadConfig, type Config } from './config';
import { connectDatabase } from './db/client';
import { prepareWhenReachable } from './db/startup';
import { seed } from './seed';
import { demoAccounts, demoPassword } from './seed/demoAccounts';
import { buildApp } from './app';
import { outboxOffered } from './modules/outbox/offered';
import { startChargebackSchedule } from './modules/chargebacks/daily';
import { startFlagCheckSchedule } from './modules/settings/flagCheck';

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
  const database = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // The server listens before its database is prepared: while PostgreSQL is away it reports itself
  // not ready (/healthz 503, the API 503) and keeps trying, rather than exiting.
  let prepared = false;
  const { app, deps } = await buildApp({
    config,
    database,
    jwtSecret: jwtSecretFor(config),
    databaseReady: () => prepared,
  });
  let stopChargebacks = () => {};
  let stopFlagCheck = () => {};
  const stop = async () => {
    stopChargebacks();
    stopFlagCheck();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  await prepareWhenReachable(
    async () => {
      await database.migrate();
      await seed(database.db, {
        demo: config.SEED_DEMO === 'on',
        firstAdmin: firstAdminOf(config),
        services: deps,
      });
    },
    (reason, retryInMs) =>
      app.log.warn(
        `FactorDesk is listening at ${address} but its database does not answer (${reason}); trying again in ${retryInMs / 1000} s`,
      ),
  );
  prepared = true;
  if (config.CHARGEBACK_JOB === 'on') {
    stopChargebacks = startChargebackSchedule(database.db, deps.clock, {
      info: (message) => app.log.info(message),
      error: (message) => app.log.error(message),
    });
  }
  stopFlagCheck = startFlagCheckSchedule(deps, {
    info: (message) => app.log.info(message),
    error: (message) => app.log.error(message),
  });
  const ready = Math.round(performance.now() - startedAt);

  const lines = [
    `FactorDesk is running at http://localhost:${config.PORT} (${address}), database: ${database.kind}, ready in ${ready} ms`,
    ...(config.SEED_DEMO === 'on'
      ? [
          `Demo accounts (password ${demoPassword}):`,
          ...demoAccounts.map((a) => `  ${a.email.padEnd(28)} ${a.roleName}`),
        ]
      : [
          config.FIRST_ADMIN_EMAIL
            ? `Without demo data; the first Admin signs in as ${config.FIRST_ADMIN_EMAIL}`
            : 'Without demo data; set FIRST_ADMIN_EMAIL and FIRST_ADMIN_PASSWORD to make the first Admin',
        ]),
    outboxOffered(config)
      ? `No SMTP_URL set: mails stay in the outbox, which an Admin reads at http://localhost:${config.PORT}/outbox`
      : 'Mails are delivered through SMTP_URL',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
