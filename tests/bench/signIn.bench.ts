/**
 * Measures, in one run, what a newcomer notices first: how long the product takes from start to its
 * first served page, how long a sign-in takes, and how much JavaScript the sign-in page loads.
 * Run after `npm run build`: `npm run bench`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { hash } from '@node-rs/argon2';

const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'factordesk-bench-'));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main() {
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    let firstPageMs = NaN;
    for (let i = 0; i < 600; i += 1) {
      const answer = await fetch(`${base}/login`).catch(() => null);
      if (answer?.ok) {
        firstPageMs = performance.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }

    const signInMs: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const t0 = performance.now();
      const answer = await fetch(`${base}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ca@factordesk.test', password: 'Factor#2026' }),
      });
      if (!answer.ok) throw new Error(`sign-in failed: ${answer.status}`);
      signInMs.push(performance.now() - t0);
    }
    signInMs.sort((a, b) => a - b);
    const hashMs: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const t0 = performance.now();
      await hash('Factor#2026', { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
      hashMs.push(performance.now() - t0);
    }
    hashMs.sort((a, b) => a - b);

    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
    const page = await browser.newPage();
    let jsRaw = 0;
    let jsGzip = 0;
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      jsRaw += body.length;
      jsGzip += gzipSync(body).length;
    });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    await browser.close();

    const p50 = percentile(signInMs, 50);
    console.log(`start to first served page: ${Math.round(firstPageMs)} ms`);
    console.log(
      `sign-in latency over ${signInMs.length}: p50 ${p50.toFixed(1)} ms, p95 ${percentile(signInMs, 95).toFixed(1)} ms` +
        ` (argon2id hash alone p50 ${percentile(hashMs, 50).toFixed(1)} ms; ratio sign-in/hash ${(p50 / percentile(hashMs, 50)).toFixed(2)})`,
    );
    console.log(
      `sign-in page JavaScript: ${(jsGzip / 1024).toFixed(1)} KB gzipped (${(jsRaw / 1024).toFixed(1)} KB raw)`,
    );
    console.log(
      `targets: sign-in p50/300 ms = ${(p50 / 300).toFixed(2)}, sign-in JS/200 KB = ${(jsGzip / 1024 / 200).toFixed(2)}`,
    );
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
