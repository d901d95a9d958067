import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server/serverProcess';

export interface BuiltApp {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts the product as `npm start` does after its build (dist/, embedded database, demo data) on a
 * spare port, with data and files of its own: the browser suite, its files that need fresh demo
 * data, and `npm run bench:web` all start it this way. With `demoData` (see `prepareDemoData`) its
 * database starts as a copy of that one: the start then creates, migrates and seeds nothing, which
 * saves most of its time.
 */
export async function startBuiltApp(
  options: { demoData?: string; env?: Record<string, string> } = {},
): Promise<BuiltApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'factordesk-built-data-'));
  const filesDir = mkdtempSync(join(tmpdir(), 'factordesk-built-files-'));
  // The database only: each app signs its tokens with a secret of its own.
  if (options.demoData) cpSync(databaseIn(options.demoData), databaseIn(dataDir), { recursive: true });
  const server = await runServer(dataDir, filesDir, options.env);
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * A data directory holding the database as the product's first start leaves it (migrated, demo
 * accounts and book seeded), for `startBuiltApp({ demoData })`: made once by starting and stopping
 * the product, so its contents are what `npm start` writes.
 */
export async function prepareDemoData(): Promise<{ dir: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'factordesk-demo-data-'));
  const filesDir = mkdtempSync(join(tmpdir(), 'factordesk-demo-files-'));
  const server = await runServer(dir, filesDir);
  await server.stop();
  rmSync(filesDir, { recursive: true, force: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Where the embedded database lives inside DATA_DIR. */
function databaseIn(dataDir: string): string {
  return join(dataDir, 'pglite');
}

async function runServer(
  dataDir: string,
  filesDir: string,
  env: Record<string, string> = {},
): Promise<BuiltApp> {
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FILES_DIR: filesDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Its own word that it listens with the database prepared. A start (migrations, the demo book,
  // its passwords hashed) took over two minutes on a machine whose two cores were busy with other
  // work, hence the generous limit, which only stops a start that hangs; an exit ends the wait.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 300 s')), 300_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('FactorDesk is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
