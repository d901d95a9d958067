import { AxeBuilder } from '@axe-core/playwright';
import { Classes } from '@blueprintjs/core';
import type { Page, Request } from 'playwright-core';

/** The impacts that fail the suite (docs/decisions/0023-accessibility.md). */
const blockingImpacts: ReadonlySet<string> = new Set(['critical', 'serious']);

/** One blocking finding, in words a reader can act on. */
export interface AxeFinding {
  where: string;
  rule: string;
  impact: string;
  target: string;
  help: string;
  /** axe's first reason, e.g. the colours and ratio of a contrast failure. */
  why: string;
}

export function describeFinding(finding: AxeFinding): string {
  return `${finding.where}: ${finding.impact} ${finding.rule} at ${finding.target} (${finding.help}: ${finding.why})`;
}

export function reportOf(findings: readonly AxeFinding[]): string {
  return findings.length === 0 ? 'none' : findings.map(describeFinding).join('\n');
}

/**
 * Runs axe on the page as it stands (open dialogs and popovers included) and answers its critical
 * and serious violations, one per element, labelled with `where` (a route or a dialog), leaving out
 * the parts matched by `exclude` (read elsewhere already). Legacy mode
 * runs axe in the page itself: the app has no frames, and it saves a second page per run.
 */
export async function blockingViolations(
  page: Page,
  where: string,
  exclude: readonly string[] = [],
): Promise<AxeFinding[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  for (const selector of exclude) builder.exclude(selector);
  const result = await builder.analyze();
  return result.violations.flatMap((violation) =>
    blockingImpacts.has(violation.impact ?? '')
      ? violation.nodes.map((node) => ({
          where,
          rule: violation.id,
          impact: violation.impact ?? '',
          target: node.target.map(String).join(' '),
          help: violation.help,
          why: node.failureSummary?.split('\n')[1]?.trim() ?? '',
        }))
      : [],
  );
}

// A progress ring (a spinner that does not spin) is content, and a button's spinner is its own.
const { BUTTON, SKELETON, SPINNER, SPINNER_NO_SPIN } = Classes;
const loadingIndicators = `.${SPINNER}:not(.${SPINNER_NO_SPIN}, .${BUTTON} .${SPINNER}), .${SKELETON}`;

/**
 * Follows the page's requests (the socket's long poll aside) and answers a wait for the page to
 * settle: nothing in flight and no spinner or skeleton over three of the page's own frames, so axe
 * reads what a person reads rather than a loading state. Cheaper than waiting for the network to
 * idle after each step.
 */
export function settleWatcher(page: Page): () => Promise<void> {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (!request.url().includes('/socket.io/')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return async () => {
    for (let quietChecks = 0; quietChecks < 3;) {
      const drawn = await nextFrame(page);
      const busy = !drawn || pending.size > 0 || (await page.locator(loadingIndicators).count()) > 0;
      quietChecks = busy ? 0 : quietChecks + 1;
    }
  };
}

/**
 * Waits for the page's next frame and a moment after it by the page's own clock (a page busy
 * rendering, or slowed by a busy machine, draws its frames late, so quiet is measured at its pace),
 * and answers whether it came: a page that navigated meanwhile has a new document to wait for.
 */
async function nextFrame(page: Page): Promise<boolean> {
  try {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => setTimeout(resolve, 50));
        }),
    );
    return true;
  } catch {
    await page.waitForLoadState('domcontentloaded');
    return false;
  }
}

/** Moves the signed-in app to `path` as its own links do: no reload, the session and store kept. */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
