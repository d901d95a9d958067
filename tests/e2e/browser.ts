import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** The longest any one wait of a browser test may take (a page, an element, an answer). */
export const stepTimeoutMs = 30_000;

/** Debian's Chromium, headless, with no calls to the outside network. */
export async function openBrowser(): Promise<{ context: BrowserContext; page: Page; baseUrl: string }> {
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'chromium-profile-')), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1366, height: 900 },
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
  // Every wait is for something the app shows or answers and ends as soon as it comes; this bound
  // only stops a wait for what will never come, so it is generous: on a machine whose two cores
  // are busy with other work, a step of the app can take many seconds.
  context.setDefaultTimeout(stepTimeoutMs);
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page, baseUrl: inject('baseUrl') };
}

/** The API of the running product, for arranging what a test needs and reading the outbox. */
export async function api<T = Record<string, unknown>>(
  path: string,
  body: unknown = {},
  token?: string,
): Promise<{ statusCode: number; body: T }> {
  const response = await fetch(`${inject('baseUrl')}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { statusCode: response.status, body: (await response.json()) as T };
}

export const demoPassword = 'Factor#2026';
