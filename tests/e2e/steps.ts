import type { Page } from 'playwright-core';
import { api, demoPassword, stepTimeoutMs } from './browser';

/** Signs in the way a person does, on /login. */
export async function signInThroughPage(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Forgets the session in this browser, as the app does on a 401/403. */
export async function signOutThroughStorage(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/privacypolicy`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/**
 * Sets the demo password again on an account a test gave `password`: the files share one product,
 * and others sign the demo accounts in as the README promises.
 */
export async function putBackDemoPassword(email: string, password: string): Promise<void> {
  const login = await api<{ access_token: string }>('login', { email, password });
  if (login.statusCode !== 200) return;
  await api(
    'user/change_password',
    { previous_password: password, new_password: demoPassword },
    login.body.access_token,
  );
}

let adminToken: string | null = null;

/** The newest mail sent to an address, read from the outbox as the demo Admin (who alone may). */
export async function newestMailTo(address: string): Promise<{ subject: string; text: string }> {
  adminToken ??= (
    await api<{ access_token: string }>('login', { email: 'admin@factordesk.test', password: demoPassword })
  ).body.access_token;
  // The mail is written once the step that sends it has answered; asked again until it is there.
  const deadline = Date.now() + stepTimeoutMs;
  for (;;) {
    const answer = await api<{ mails: { to: string; subject: string; text: string }[] }>(
      'outbox/fetch',
      { to: address },
      adminToken,
    );
    const mail = answer.body.mails[0];
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail reached ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Types into a list's search box and waits for the list's answer to that search (the box sends
 * after a pause; a row selected before the answer would belong to the previous list).
 */
export async function searchList(page: Page, endpoint: string, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => {
    if (!response.url().endsWith(`/api/v1/${endpoint}`)) return false;
    const body = response.request().postDataJSON() as { search_text?: string } | null;
    return Boolean(body?.search_text);
  });
  await page.getByRole('searchbox').fill(text);
  await answered;
}
