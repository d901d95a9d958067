import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { supportMessages } from '../../src/shared/messages/support';
import { openBrowser } from './browser';
import { signInAs } from './businessSteps';
import { dialogTitled, rowWith, runAction, screenshotOnFailure, textbox } from './moneySteps';
import { searchList } from './steps';
import { pick } from './wizardSteps';

const M = supportMessages.support;

/**
 * A support ticket from end to end (docs/decisions/0034-support-tickets.md): the demo client raises
 * it on /supportmain, the demo Admin assigns it to themself and answers it, and the client reads the
 * answer and the assignee in Ticket Details.
 */
describe('a support ticket raised by a client and answered by an admin', () => {
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;
  const stamp = String(Date.now()).slice(-7);
  const title = `Statement ${stamp}`;
  const answer = `Your statement ${stamp} is on its way`;

  beforeAll(async () => {
    ({ context, page, baseUrl } = await openBrowser());
  });
  afterAll(() => context.close());

  /**
   * Opens Ticket Details from /supportmain, the ticket's row found by searching its title: staff
   * see the row in the workspace's side panel first and open it in full from there.
   */
  async function openTicket(layout: 'staff' | 'simple'): Promise<void> {
    await page.goto(`${baseUrl}/supportmain`);
    await searchList(page, 'support/tickets', title);
    await rowWith(page, title).click();
    if (layout === 'staff') await page.getByRole('button', { name: 'Open full page' }).click();
  }

  it('the client raises the ticket on /supportmain', async () => {
    screenshotOnFailure(page, 'support-client-raises');
    await signInAs(page, baseUrl, 'client@factordesk.test');
    await page.goto(`${baseUrl}/supportmain`);
    await page.getByRole('button', { name: M.addNewTicket }).click();
    const dialog = await dialogTitled(page, M.addNewTicket);
    await textbox(dialog, 'Title').fill(title);
    await pick(page, dialog, 'Ticket Type', 'Question');
    await pick(page, dialog, 'Priority', 'Medium');
    await textbox(dialog, 'Details').fill('Please send the statement for last month.');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(M.created).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await searchList(page, 'support/tickets', title);
    expect(await rowWith(page, title).textContent()).toContain(M.unassigned);
  });

  it('the admin assigns it to themself and answers it', async () => {
    screenshotOnFailure(page, 'support-admin-answers');
    await signInAs(page, baseUrl, 'admin@factordesk.test');
    await page.goto(`${baseUrl}/supportmain`);
    await searchList(page, 'support/tickets', title);
    await rowWith(page, title).getByRole('checkbox').check({ force: true });
    await runAction(page, M.assignTicket);
    const assign = await dialogTitled(page, M.assignTicket);
    await pick(page, assign, 'User', 'Avery Admin');
    await assign.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(M.assigned).waitFor();
    await assign.waitFor({ state: 'detached' });

    await openTicket('staff');
    const details = await dialogTitled(page, M.ticketDetails);
    await details.getByText('Avery Admin').waitFor();
    await textbox(details, 'Details').fill(answer);
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(M.responseSaved).waitFor();
    await details.getByRole('table', { name: 'Responses' }).getByText(answer).waitFor();
  });

  it('the client reads the answer and who holds the ticket', async () => {
    screenshotOnFailure(page, 'support-client-reads');
    await signInAs(page, baseUrl, 'client@factordesk.test');
    await openTicket('simple');
    const details = await dialogTitled(page, M.ticketDetails);
    const responses = details.getByRole('table', { name: 'Responses' });
    await responses.getByText(answer).waitFor();
    expect(await responses.getByRole('row').filter({ hasText: answer }).textContent()).toContain(
      'Avery Admin',
    );
    await details.getByText('Avery Admin').first().waitFor();
  });
});
