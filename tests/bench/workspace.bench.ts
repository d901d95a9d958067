/**
 * The workspace's big table at 100 and at 10,000 rows: the DOM cells rendered (virtualized, so
 * about the same) and the time to the first painted frame of each, measured in one run in headless
 * Chromium (`/usr/bin/chromium`). `npm run bench:workspace`; builds a tiny page with Vite itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const sizes = [100, 10_000] as const;
/** Loads of each size; the median is reported (the first load of all warms the browser up). */
const runs = 5;

async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: 'tests/bench/workspace',
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
}

function serve(dir: string): Promise<{ url: string; close: () => void }> {
  const types: Record<string, string> = { html: 'text/html', js: 'text/javascript', css: 'text/css' };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(dir, path === '/' ? 'index.html' : path);
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': types[file.split('.').pop() ?? ''] ?? 'application/octet-stream',
        });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    });
  });
}

async function measure(
  browser: Browser,
  url: string,
  rows: number,
): Promise<{ cells: number; paintMs: number }> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await page.goto(`${url}?rows=${rows}`);
    await page.waitForFunction(() => (window as { tablePainted?: number }).tablePainted !== undefined, null, {
      timeout: 60_000,
    });
    const paintMs = await page.evaluate(() => (window as unknown as { tablePainted: number }).tablePainted);
    // The cells once the table has settled (Table2 may add a batch after its first frame).
    await page.waitForTimeout(500);
    const cells = await page.evaluate(() => document.querySelectorAll('.bp6-table-cell').length);
    return { cells, paintMs };
  } finally {
    await page.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'workspace-bench-'));
  try {
    await buildPage(outDir);
    const site = await serve(outDir);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true });
    try {
      await measure(browser, site.url, sizes[0]);
      const results = new Map<number, { cells: number; paintMs: number }>();
      for (const rows of sizes) {
        const loads = [];
        for (let run = 0; run < runs; run += 1) loads.push(await measure(browser, site.url, rows));
        results.set(rows, {
          cells: median(loads.map((load) => load.cells)),
          paintMs: median(loads.map((load) => load.paintMs)),
        });
      }
      const small = results.get(sizes[0]);
      const large = results.get(sizes[1]);
      if (!small || !large) throw new Error('no measurement');
      console.log(
        `A workspace list's All page (BigTable) in headless Chromium, 1440×900, median of ${runs} loads each`,
      );
      for (const [rows, result] of results) {
        console.log(
          `${String(rows).padStart(6)} rows: ${String(result.cells).padStart(5)} DOM cells, first paint ${result.paintMs.toFixed(0)} ms`,
        );
      }
      const cellRatio = large.cells / small.cells;
      console.log(`DOM cells 10,000 / 100: ${cellRatio.toFixed(2)}× (target ≤ 1.10×)`);
      console.log(`First paint 10,000 / 100: ${(large.paintMs / small.paintMs).toFixed(2)}×`);
      if (cellRatio > 1.1) process.exitCode = 1;
    } finally {
      await browser.close();
      site.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
