/**
 * What a browser downloads to show the web app: the built app served by the real server, loaded in
 * headless Chromium, with every static file's bytes as they crossed the wire (compressed when the
 * server compressed them). Shared by `npm run bench:web` and the end-to-end budget test.
 */
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';

export const demoPassword = 'Factor#2026';

/** What one step of a visit fetched: its static files only (the API's answers are data, not the app). */
export interface StepTransfer {
  step: string;
  /** The address the step ended on. */
  landedOn: string;
  jsBytes: number;
  jsFiles: number;
  cssBytes: number;
  otherBytes: number;
  files: number;
  /** JavaScript after decompression: what the browser had to parse. */
  jsDecodedBytes: number;
  /** Each file fetched, largest first. */
  fetched: { path: string; wireBytes: number }[];
}

interface Fetched {
  step: string;
  url: string;
  kind: 'js' | 'css' | 'other';
  wireBytes: number;
  decodedBytes: number;
}

/** Debian's Chromium, headless, with no calls to the outside network (the flags of tests/e2e/browser.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

function kindOf(url: string): Fetched['kind'] {
  const path = new URL(url).pathname;
  if (path.endsWith('.js') || path.endsWith('.mjs')) return 'js';
  if (path.endsWith('.css')) return 'css';
  return 'other';
}

/** The API and the live connection are not part of the app's files. */
function isStaticFile(url: string): boolean {
  const path = new URL(url).pathname;
  return !path.startsWith('/api/') && !path.startsWith('/socket.io') && !url.startsWith('data:');
}

/**
 * One browser tab whose static downloads are recorded against the step that was running when
 * each request started.
 */
class RecordedTab {
  private step = '';
  private inFlight = 0;
  private lastActivity = Date.now();
  private readonly pending: Promise<void>[] = [];
  private readonly fetched: Fetched[] = [];

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    page.on('request', (request) => {
      if (!isStaticFile(request.url())) return;
      this.inFlight += 1;
      this.lastActivity = Date.now();
    });
    const done = (request: Request, finished: boolean) => {
      if (!isStaticFile(request.url())) return;
      this.inFlight -= 1;
      this.lastActivity = Date.now();
      if (finished) this.pending.push(this.record(request, this.step));
    };
    page.on('requestfinished', (request) => done(request, true));
    page.on('requestfailed', (request) => done(request, false));
  }

  static async open(browser: Browser): Promise<RecordedTab> {
    // A new context is a new profile: an empty cache, as on a first visit.
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(20_000);
    return new RecordedTab(context, await context.newPage());
  }

  private async record(request: Request, step: string): Promise<void> {
    const sizes = await request.sizes();
    const response = await request.response();
    const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
    this.fetched.push({
      step,
      url: request.url(),
      kind: kindOf(request.url()),
      wireBytes: sizes.responseBodySize,
      decodedBytes: body.length,
    });
  }

  /** Waits until no static file has been in flight for a while: lazy chunks and icons included. */
  private async settle(quietMs = 800, limitMs = 30_000): Promise<void> {
    const started = Date.now();
    while (Date.now() - started < limitMs) {
      if (this.inFlight <= 0 && Date.now() - this.lastActivity >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`static files still loading after ${limitMs} ms`);
  }

  async run(step: string, action: () => Promise<void>): Promise<StepTransfer> {
    this.step = step;
    await action();
    await this.settle();
    await Promise.all(this.pending);
    const mine = this.fetched.filter((file) => file.step === step);
    const sum = (files: readonly Fetched[], pick: (file: Fetched) => number) =>
      files.reduce((total, file) => total + pick(file), 0);
    const js = mine.filter((file) => file.kind === 'js');
    return {
      step,
      landedOn: new URL(this.page.url()).pathname,
      jsBytes: sum(js, (file) => file.wireBytes),
      jsFiles: js.length,
      cssBytes: sum(
        mine.filter((file) => file.kind === 'css'),
        (file) => file.wireBytes,
      ),
      otherBytes: sum(
        mine.filter((file) => file.kind === 'other'),
        (file) => file.wireBytes,
      ),
      files: mine.length,
      jsDecodedBytes: sum(js, (file) => file.decodedBytes),
      fetched: mine
        .map((file) => ({ path: new URL(file.url).pathname, wireBytes: file.wireBytes }))
        .sort((left, right) => right.wireBytes - left.wireBytes),
    };
  }
}

async function openSignIn(tab: RecordedTab, baseUrl: string): Promise<void> {
  await tab.page.goto(`${baseUrl}/login`);
  await tab.page.getByRole('button', { name: 'Sign In' }).waitFor();
}

async function signIn(tab: RecordedTab, email: string): Promise<void> {
  await tab.page.getByLabel('Email').fill(email);
  await tab.page.getByLabel(/^Password/).fill(demoPassword);
  await tab.page.getByRole('button', { name: 'Sign In' }).click();
  await tab.page.waitForURL((url) => !['/login', '/home'].includes(url.pathname), { timeout: 20_000 });
  await tab.page.getByRole('navigation', { name: 'Main menu' }).waitFor();
}

/**
 * The visits a newcomer makes first: the sign-in page on an empty cache; the admin's first page
 * after signing in (reached through /home) and then the invoices list from the side menu; a
 * client's first page after signing in. Each step counts only what it added.
 */
export async function measureFirstVisits(browser: Browser, baseUrl: string): Promise<StepTransfer[]> {
  const results: StepTransfer[] = [];
  const admin = await RecordedTab.open(browser);
  try {
    results.push(await admin.run('/login (empty cache)', () => openSignIn(admin, baseUrl)));
    results.push(
      await admin.run('admin: first page after sign-in', () => signIn(admin, 'admin@factordesk.test')),
    );
    results.push(
      await admin.run('admin: invoices list (side menu)', async () => {
        await admin.page
          .getByRole('navigation', { name: 'Main menu' })
          .locator('a[href="/invoices"]')
          .click();
        await admin.page.waitForURL((url) => url.pathname === '/invoices');
      }),
    );
  } finally {
    await admin.context.close();
  }
  const client = await RecordedTab.open(browser);
  try {
    await client.run('client: /login', () => openSignIn(client, baseUrl));
    results.push(
      await client.run('client: first page after sign-in', () => signIn(client, 'client@factordesk.test')),
    );
  } finally {
    await client.context.close();
  }
  return results;
}

/** kB as the budgets count them: 1,000 bytes. */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** A plain table for the terminal; with `listFiles`, each step's files under it. */
export function formatTransfers(results: readonly StepTransfer[], listFiles = false): string {
  const header = [
    'step',
    'landed on',
    'JS (wire)',
    'JS files',
    'JS (decoded)',
    'CSS (wire)',
    'other',
    'files',
  ];
  const rows = results.map((r) => [
    r.step,
    r.landedOn,
    kb(r.jsBytes),
    String(r.jsFiles),
    kb(r.jsDecodedBytes),
    kb(r.cssBytes),
    kb(r.otherBytes),
    String(r.files),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  const table = [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
  if (!listFiles) return table;
  const lists = results.map(
    (r) =>
      `\n${r.step}\n${r.fetched.map((file) => `  ${kb(file.wireBytes).padStart(10)}  ${file.path}`).join('\n')}`,
  );
  return [table, ...lists].join('\n');
}
