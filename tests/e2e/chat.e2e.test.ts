import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { chatMessages as M } from '../../src/shared/messages/chat';
import { demoPassword, openBrowser } from './browser';
import { signInThroughPage } from './steps';

/**
 * Chat live in two browsers (docs/decisions/0035-chat.md): the demo client writes to its debtor on
 * /chatindex; the debtor's open window shows the message and its unread mark without a reload, and
 * the mark goes once the debtor opens the conversation.
 */
describe('chat between a client and its debtor, live in two windows', () => {
  let client: { context: BrowserContext; page: Page; baseUrl: string };
  let debtor: { context: BrowserContext; page: Page; baseUrl: string };
  const text = `Invoices sent ${String(Date.now()).slice(-7)}`;

  async function openChat(window: typeof client, email: string) {
    await signInThroughPage(window.page, window.baseUrl, email, demoPassword);
    await window.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await window.page.goto(`${window.baseUrl}/chatindex`);
    await window.page.getByText(M.beta, { exact: true }).waitFor();
  }

  beforeAll(async () => {
    client = await openBrowser();
    debtor = await openBrowser();
    await openChat(client, 'client@factordesk.test');
    await openChat(debtor, 'debtor@factordesk.test');
  });
  afterAll(async () => {
    await client?.context.close();
    await debtor?.context.close();
  });

  it('reaches the debtor live, with an unread mark that opening the conversation takes off', async () => {
    await client.page.getByRole('button', { name: /Dan Debtor/ }).click();
    const box = client.page.getByRole('textbox', { name: M.message });
    await box.fill('   ');
    expect(await client.page.getByRole('button', { name: M.send }).isDisabled()).toBe(true);
    await box.fill(text);
    await box.press('Enter');
    await client.page.locator('.chat-text', { hasText: text }).waitFor();

    // The debtor's window, untouched since it opened, shows the message in its list and a mark.
    const item = debtor.page.locator('.chat-item', { hasText: text });
    await item.waitFor();
    await expect(await item.locator('[aria-label$="unread"]').count()).toBe(1);
    await item.click();
    await debtor.page.locator('.chat-text', { hasText: text }).waitFor();
    await debtor.page
      .locator('.chat-item', { hasText: text })
      .locator('[aria-label$="unread"]')
      .waitFor({ state: 'detached' });

    // The answer reaches the client's window live.
    const answer = `Noted ${text}`;
    await debtor.page.getByRole('textbox', { name: M.message }).fill(answer);
    await debtor.page.getByRole('button', { name: M.send }).click();
    await client.page.locator('.chat-text', { hasText: answer }).waitFor();
  });
});
