import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Deps } from '../deps';
import { createDiskFileStore } from '../files/fileStore';
import { createMailer } from '../mail/mailer';

/**
 * What the demo book needs beyond the database: it is made through the product's own services
 * (a term sheet is sent and mailed, signed from the mailed link, searched and promoted), which
 * keep files, record mails and ring bells.
 */
export type SeedServices = Pick<Deps, 'db' | 'clock' | 'mail' | 'files' | 'realtime' | 'log' | 'publicUrl'>;

/**
 * Services for a seed run outside the server (scripts, benchmarks): mails stay in the outbox,
 * files go to a directory of their own and nobody is online to hear a bell.
 */
export function standaloneSeedServices(db: Database): SeedServices {
  const log = silentLog();
  return {
    db,
    clock: { now: () => new Date() },
    mail: createMailer(db, { from: 'FactorDesk <no-reply@factordesk.test>', log }),
    files: createDiskFileStore(mkdtempSync(join(tmpdir(), 'factordesk-seed-files-'))),
    realtime: { emitToUser: () => undefined, close: async () => undefined },
    log,
    publicUrl: 'http://localhost:3000',
  };
}

function silentLog(): FastifyBaseLogger {
  const quiet = () => undefined;
  const log: FastifyBaseLogger = {
    level: 'silent',
    fatal: quiet,
    error: quiet,
    warn: quiet,
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    child: () => log,
  };
  return log;
}
