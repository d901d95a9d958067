import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { Classes } from '@blueprintjs/core';
import { Classes as DatetimeClasses } from '@blueprintjs/datetime';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { messages } from '../../src/shared/messages';
import { shellClasses } from '../../src/web/app/shellClasses';
import { canOpen, isBuilt, routes, type RouteDef } from '../../src/shared/routes';
import { invoiceSelectionRefusal, type SelectableInvoice } from '../../src/shared/validation/moveToSchedule';
import { demoAccounts } from '../../src/server/seed/demoAccounts';
import { simpleLayoutRoles } from '../../src/web/session/listWorkspace';
import { startBuiltApp } from './builtApp';
import { blockingViolations, openInApp, reportOf, settleWatcher, type AxeFinding } from './axeSteps';
import { demoPassword, openBrowser } from './browser';
import { runAction, screenshotOnFailure, selectRows } from './moneySteps';
import { searchList, signInThroughPage, signOutThroughStorage } from './steps';

/**
 * Every built page of the route table, as each demo role reaches it, the public pages, and the main
 * dialogs and popovers pass axe with no critical or serious violation
 * (docs/decisions/0023-accessibility.md). The pages come from the route table itself; a route with
 * a :param needs a record's id from a link and is met through the page that links to it.
 */
const visitable = (route: RouteDef) => isBuilt(route) && !route.path.includes(':');
const publicPaths = routes.filter((r) => r.access === 'public' && visitable(r)).map((r) => r.path);
const guardedRoutes = routes.filter((route) => route.access === 'guarded' && visitable(route));

const admin = 'admin@factordesk.test';

/** The signed-in shell around every page's content: the top bar and the side menu. */
const shellParts = [`.${shellClasses.topBar}`, `.${shellClasses.sideMenu}`];

/**
 * What decides a page's findings apart from the shell's menu and bar: the shell's layout, the
 * content, and whatever shows in a portal (toasts, popovers). Runs in the page.
 */
function markupOfContent(body: HTMLElement, [shellClass, portalClass]: readonly string[]): string {
  const main = body.querySelector('main');
  const portals = Array.from(body.querySelectorAll(`.${portalClass}`), (portal) => portal.outerHTML);
  return [main?.closest(`.${shellClass}`)?.className, main?.outerHTML, ...portals].join('\n');
}

/** What the schedule lists show of a schedule, enough to find its row. */
interface ListedSchedule {
  schedule_no: number;
  company_business_name: string;
}

describe('axe on every built page, dialog and popover', () => {
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;
  let stopApp: () => Promise<void>;
  let settle: () => Promise<void>;
  /** Digests of the content markup axe has read (scanSignedInPages). */
  const readContent = new Set<string>();
  /** The paths a staff role has had read. */
  const readByStaff = new Set<string>();

  async function call<T>(path: string, body: unknown, token?: string): Promise<T> {
    const response = await fetch(`${baseUrl}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as T;
  }

  async function tokenOf(email: string): Promise<string> {
    return (await call<{ access_token: string }>('login', { email, password: demoPassword })).access_token;
  }

  async function signIn(email: string): Promise<void> {
    await signInThroughPage(page, baseUrl, email, demoPassword);
    await page.waitForURL((url) => !['/login', '/home'].includes(url.pathname));
    await settle();
  }

  async function visit(path: string): Promise<void> {
    await openInApp(page, path);
    await settle();
  }

  /** Opens each public path and runs axe on it. */
  async function scanPublicPages(): Promise<AxeFinding[]> {
    const findings: AxeFinding[] = [];
    for (const path of publicPaths) {
      await page.goto(`${baseUrl}${path}`);
      await settle();
      findings.push(...(await blockingViolations(page, landedAs(path))));
    }
    return findings;
  }

  /**
   * Opens each path in the signed-in app and runs axe on it: the whole page first, then only the
   * content (the shell is the same on every page). Content whose markup was read already, on a page
   * a redirect led back to or on another role's page, is not read again: same markup, same findings.
   */
  async function scanSignedInPages(paths: readonly string[]): Promise<AxeFinding[]> {
    const findings: AxeFinding[] = [];
    let shellRead = false;
    for (const path of paths) {
      await visit(path);
      // The page at rest: a pointer left over a row by the last click would hover it.
      await page.mouse.move(0, 0);
      const markup = createHash('sha1')
        .update(await page.locator('body').evaluate(markupOfContent, [shellClasses.shell, Classes.PORTAL]))
        .digest('hex');
      if (shellRead && readContent.has(markup)) continue;
      readContent.add(markup);
      findings.push(...(await blockingViolations(page, landedAs(path), shellRead ? shellParts : [])));
      shellRead = true;
    }
    return findings;
  }

  /** The path, and where it led when that is elsewhere. */
  function landedAs(path: string): string {
    const landed = new URL(page.url());
    const at = `${landed.pathname}${landed.search}`;
    return at.toLowerCase() === path.toLowerCase() ? path : `${path} → ${at}`;
  }

  /** The newest open dialog or confirmation (not a calendar's popover), once its content has loaded. */
  async function openDialog(): Promise<Locator> {
    const dialog = page.locator(`.${Classes.DIALOG}`).last();
    await dialog.waitFor();
    await settle();
    return dialog;
  }

  /** Leaves a dialog by its button `name` (its header's Close, or a confirmation's No). */
  async function closeDialog(dialog: Locator, name: string = messages.common.close): Promise<void> {
    await dialog.getByRole('button', { name, exact: true }).first().click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** Searches a schedule list for a schedule (numbers repeat across clients) and ticks its row. */
  async function tickSchedule(endpoint: string, schedule: ListedSchedule): Promise<Locator> {
    const scheduleNo = String(schedule.schedule_no);
    await searchList(page, endpoint, scheduleNo);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: scheduleNo, exact: true }) })
      .filter({ has: page.getByRole('cell', { name: schedule.company_business_name, exact: true }) });
    await row.getByRole('checkbox').check({ force: true });
    return row;
  }

  /** Ticks the first selectable row of the list, or the first one showing `text` in a cell. */
  async function tickFirstRow(text?: string): Promise<void> {
    const rows = page.locator('tbody tr');
    const candidates = text
      ? rows.filter({ has: page.getByRole('cell', { name: text, exact: true }) })
      : rows;
    await candidates.getByRole('checkbox', { disabled: false }).first().check({ force: true });
  }

  // A product of its own on the demo data as a fresh clone starts it: other files change demo
  // passwords and data.
  beforeAll(async () => {
    const app = await startBuiltApp({ demoData: inject('demoData') });
    baseUrl = app.baseUrl;
    stopApp = app.stop;
    ({ context, page } = await openBrowser());
    settle = settleWatcher(page);
  });
  afterEach(() => signOutThroughStorage(page, baseUrl));
  afterAll(async () => {
    await context.close();
    await stopApp();
  });

  it('finds none on the public pages and the Terms of Use', async () => {
    const findings = await scanPublicPages();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: messages.session.termsOfUse }).click();
    await openDialog();
    findings.push(...(await blockingViolations(page, '/login Terms of Use')));
    expect(findings, reportOf(findings)).toEqual([]);
  });

  it.each(demoAccounts.map((account) => [account.email, account.roleName, account.roleType] as const))(
    'finds none on the built pages %s (%s) may open',
    async (email, _roleName, roleType) => {
      const token = await tokenOf(email);
      const details = await call<{ user: { rights: string[] } }>('user/get_user_details', {}, token);
      const held = new Set(details.user.rights);
      await signIn(email);
      const landing = new URL(page.url()).pathname;
      const permitted = guardedRoutes.filter((route) => canOpen(route, held)).map((route) => route.path);
      // Staff roles share one workspace, their pages differing only by the actions their rights
      // offer, each of which the Admin (who holds every right) shows too: a later staff role reads
      // its landing page and the pages no staff role before it read. Clients, debtors and brokers
      // have their own layout and read all of theirs.
      const staff = !simpleLayoutRoles.includes(roleType);
      const paths = staff
        ? permitted.filter((path) => path === landing || !readByStaff.has(path))
        : permitted;
      if (staff) for (const path of permitted) readByStaff.add(path);
      const findings = await scanSignedInPages(paths);
      expect(findings, reportOf(findings)).toEqual([]);
    },
  );

  it('finds none in the main dialogs and open lists of the staff screens', async () => {
    screenshotOnFailure(page, 'accessibility-dialogs');
    const token = await tokenOf(admin);
    const findings: AxeFinding[] = [];
    const scan = async (where: string) => findings.push(...(await blockingViolations(page, where)));
    /** Scans the dialog the last step opened, then leaves it by `closeWith`. */
    const scanDialog = async (where: string, closeWith?: string) => {
      const dialog = await openDialog();
      await scan(where);
      await closeDialog(dialog, closeWith);
    };
    await signIn(admin);

    // A new debtor with the zip's list of places open.
    await visit('/addnewdebtor');
    await page.getByRole('combobox', { name: 'Zip Code' }).pressSequentially('7520');
    await page.getByRole('menuitem', { name: /^75201/ }).waitFor();
    await scan('/addnewdebtor zip list');

    // The debtors' kebab dialogs.
    await visit('/debtormain');
    await runAction(page, messages.debtor.import);
    await scanDialog('/debtormain Import');
    await tickFirstRow();
    await runAction(page, messages.debtor.changeStatus);
    await scanDialog('/debtormain Change Status');

    // The invoice form with a searchable list open.
    await visit('/addnewinvoice');
    await page.getByRole('button', { name: 'Client Name', exact: true }).click();
    await page.getByRole('listbox').last().getByRole('option').first().waitFor();
    await scan('/addnewinvoice Client Name list');

    // Move To Schedule on an invoice no schedule has bought yet.
    const invoices = await call<{
      invoices: { data: (SelectableInvoice & { invoice_no: string | null })[] };
    }>('invoice/fetch', { page: 1, per_page: 0, search_text: '', status: 0 }, token);
    const movable = invoices.invoices.data.find(
      (row) => row.invoice_no && invoiceSelectionRefusal([row]) === null,
    );
    expect(movable?.invoice_no, 'the demo book holds an invoice not bought yet').toBeTruthy();
    await visit('/invoices');
    await selectRows(page, 'invoice/fetch', movable?.invoice_no ?? '', [movable?.invoice_no ?? '']);
    await runAction(page, messages.invoice.moveToSchedule);
    await scanDialog('/invoices Move To Schedule');

    // The schedule workflows on a schedule not verified yet.
    const schedules = await call<{
      schedules: { data: (ListedSchedule & { verified_at: string | null })[] };
    }>('schedule/fetch', { page: 1, per_page: 0, search_text: '' }, token);
    const unverified = schedules.schedules.data.find((row) => row.verified_at === null);
    if (!unverified) throw new Error('the demo book keeps a schedule to verify');
    await visit('/scheduleofassignment');
    await tickSchedule('schedule/fetch', unverified);
    for (const action of [messages.schedule.verify, messages.schedule.delete]) {
      await runAction(page, action);
      await scanDialog(`/scheduleofassignment ${action}`);
    }

    // The Schedule of Funding on the schedule whose payment was reversed: its payments and their
    // journal entries, Post Payment with a list and a calendar open, a confirmation, the detail.
    const funding = await call<{ schedules: { data: (ListedSchedule & { id: number })[] } }>(
      'schedule/funding/fetch',
      { page: 1, per_page: 0, search_text: '' },
      token,
    );
    let reverted: ListedSchedule | undefined;
    for (const schedule of funding.schedules.data) {
      const answer = await call<{ payments: { reversed_at: string | null }[] }>(
        'schedule/payment/fetch',
        { schedule_id: schedule.id },
        token,
      );
      if (answer.payments.some((payment) => payment.reversed_at !== null)) reverted = schedule;
    }
    if (!reverted) throw new Error('the demo book holds a reversed payment');
    await visit('/scheduleoffunding');
    const revertedRow = await tickSchedule('schedule/funding/fetch', reverted);

    await runAction(page, messages.funding.showPayment);
    await scanDialog('/scheduleoffunding Show Payment');

    await runAction(page, messages.funding.postPayment);
    const postPayment = await openDialog();
    await scan('/scheduleoffunding Post Payment');
    const paymentType = postPayment.getByRole('combobox', { name: 'Payment Type', exact: true });
    await paymentType.click();
    await page.getByRole('listbox').last().getByRole('option').first().waitFor();
    await scan('/scheduleoffunding Post Payment, Payment Type list');
    await paymentType.click();
    await postPayment
      .getByLabel(/^Schedule Fund Date/)
      .and(postPayment.locator('input'))
      .click();
    await page.locator(`.${DatetimeClasses.DATEPICKER}`).waitFor();
    await scan('/scheduleoffunding Post Payment, calendar');
    await closeDialog(postPayment);

    await runAction(page, messages.funding.revertVerification);
    await scanDialog('/scheduleoffunding Revert Verification confirmation', messages.common.no);

    // The workspace: a click opens the row's panel beside the list (with its splitter), and the
    // panel's "Open full page" the full-screen detail.
    await revertedRow.getByRole('cell', { name: reverted.company_business_name, exact: true }).click();
    await page.getByRole('separator', { name: 'Resize the list and its detail' }).waitFor();
    await scan('/scheduleoffunding detail panel');
    await page.getByRole('button', { name: 'Open full page' }).click();
    await scanDialog('/scheduleoffunding detail');

    // Status changes elsewhere: a tentative prospect's, a broker's and an approved broker's
    // agreement, a user's after a confirmation.
    await visit('/prospectindex');
    const tentative = messages.prospect.list.categories.tentative;
    await page.getByRole('button', { name: new RegExp(tentative) }).click();
    await settle();
    await tickFirstRow(tentative);
    await runAction(page, messages.prospect.changeStatus);
    await scanDialog(`/prospectindex ${messages.prospect.changeStatus}`);
    await visit('/brokers');
    await tickFirstRow('Approved');
    for (const action of [messages.broker.changeStatus, messages.broker.sendAgreement]) {
      await runAction(page, action);
      await scanDialog(`/brokers ${action}`);
    }
    await visit('/userindex');
    await tickFirstRow();
    await runAction(page, messages.user.changeStatus);
    await scanDialog('/userindex Change Status confirmation', messages.common.no);

    // A hovered row of a list keeps its tags and muted text readable.
    await page.locator('tbody tr').first().hover();
    await scan('/userindex hovered row');

    expect(findings, reportOf(findings)).toEqual([]);
  });
});
