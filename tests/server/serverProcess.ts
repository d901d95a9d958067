import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { demoPassword } from '../../src/server/seed/demoAccounts';
import { freshPostgresDatabase } from './postgresDatabase';

/**
 * The real server as `npm start` runs it (node --import tsx src/server/main.ts), as a child process
 * the tests can kill, restart on the same data, and start before its database answers. No web
 * build is needed: STATIC_DIR is an empty folder.
 */

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process printed, for a failing test's message. */
  output(): string;
  /** Resolves with the exit code, or the signal that ended the process. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** Whether the process is still running. */
  alive(): boolean;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

export async function startServer(options: {
  env: Record<string, string>;
  /** Modules preloaded with --import before the server's own (a test's fault injection). */
  preload?: readonly string[];
  /** Resolve once the server says it is running (default), or as soon as it listens. */
  waitFor?: 'running' | 'listening';
}): Promise<ServerProcess> {
  const port = await freePort();
  const staticDir = mkdtempSync(join(tmpdir(), 'factordesk-no-web-'));
  const preload = (options.preload ?? []).flatMap((module) => ['--import', resolve(module)]);
  const child = spawn(process.execPath, ['--import', 'tsx', ...preload, 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((done) =>
    child.once('exit', (code, signal) => done(signal ?? code)),
  );
  let running = true;
  void exited.then(() => (running = false));
  const baseUrl = `http://127.0.0.1:${port}`;
  const ready =
    options.waitFor === 'listening'
      ? () => listening(baseUrl)
      : () => printed.includes('FactorDesk is running');
  const deadline = Date.now() + 120_000;
  while (!(await ready())) {
    if (!running) throw new Error(`the server exited while starting:\n${printed}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start within 120 s:\n${printed}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    baseUrl,
    child,
    output: () => printed,
    exited,
    alive: () => running,
    async stop() {
      if (!running) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function listening(baseUrl: string): Promise<boolean> {
  return fetch(`${baseUrl}/livez`)
    .then(() => true)
    .catch(() => false);
}

/** A POST to the API; a dropped connection (the process died) answers status 0. */
export async function post(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ statusCode: number; body: Record<string, unknown> }> {
  try {
    const answer = await fetch(`${baseUrl}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { statusCode: answer.status, body: (await answer.json()) as Record<string, unknown> };
  } catch {
    return { statusCode: 0, body: {} };
  }
}

export async function signIn(baseUrl: string, email: string): Promise<string> {
  const answer = await post(baseUrl, 'login', { email, password: demoPassword });
  if (answer.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(answer)}`);
  return String(answer.body.access_token);
}

/**
 * Somewhere the server keeps its data for one test: a fresh PGlite data directory, or a fresh
 * database on the PostgreSQL server the suite runs against (TEST_DB=postgres).
 */
export async function freshServerData(): Promise<{
  env: Record<string, string>;
  /** What `openDatabase` takes to open the same data from the test (once the server stopped, for PGlite). */
  location: { databaseUrl?: string; dataDir: string };
  drop(): Promise<void>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'factordesk-data-'));
  const filesDir = join(dataDir, 'files');
  mkdirSync(filesDir);
  if (process.env.TEST_DB !== 'postgres') {
    return { env: { DATA_DIR: dataDir, FILES_DIR: filesDir }, location: { dataDir }, drop: async () => {} };
  }
  const fresh = await freshPostgresDatabase();
  return {
    env: { DATA_DIR: dataDir, FILES_DIR: filesDir, DATABASE_URL: fresh.url },
    location: { databaseUrl: fresh.url, dataDir },
    drop: fresh.drop,
  };
}
