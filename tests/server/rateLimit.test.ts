import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

/** One address may call the API 1,200 times a minute; the web app's own files never count. */
describe('the request limit per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lets page loads through however many, and answers 429 past 1,200 API calls a minute', async () => {
    for (let i = 0; i < 1_300; i += 1) {
      const page = await t.app.inject({ method: 'GET', url: '/assets/index.js' });
      expect(page.statusCode).not.toBe(429);
    }
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/lookup/dropdowns',
        payload: { select: ['broker_status'] },
      });
    for (let i = 0; i < 1_200; i += 1) expect((await call()).statusCode).toBe(200);
    const over = await call();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ status: false, message: 'Too many requests. Please try again later.' });
  });
});
