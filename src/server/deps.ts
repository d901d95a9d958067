import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Clock } from './clock';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { FileStore } from './files/fileStore';
import type { Realtime } from './realtime/realtime';
import type { TokenSigner } from './modules/session/tokens';
import type { Authenticate } from './http/route';

/** What services are given explicitly, so that tests can pass real or fake parts. */
export interface Deps {
  config: Config;
  db: Database;
  clock: Clock;
  mail: Mailer;
  files: FileStore;
  tokens: TokenSigner;
  realtime: Realtime;
  authenticate: Authenticate;
  log: FastifyBaseLogger;
  /** The address links in mails start with. */
  publicUrl: string;
}
