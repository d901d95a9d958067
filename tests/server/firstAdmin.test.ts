import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { seed } from '../../src/server/seed';
import { loadConfig } from '../../src/server/config';
import { startTestApp, type TestApp } from './harness';

const firstAdmin = { email: 'owner@newfactor.test', password: 'Start#2026x' };

describe('a business starting without the demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ firstAdminOnly: firstAdmin });
  });
  afterAll(() => t.close());

  const userCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

  it('holds only the first Admin, who signs in with the configured password and holds every right', async () => {
    expect(await userCount()).toBe(1);
    const signedIn = await t.call('login', firstAdmin);
    expect(signedIn.statusCode).toBe(200);
    const me = await t.call('user/get_user_details', {}, signedIn.body.access_token as string);
    expect(me.body.user).toMatchObject({ email: firstAdmin.email, role: { role_name: 'Admin' } });
  });

  it('never makes a second admin or resets the password on a later start', async () => {
    await seed(t.db, { demo: false, firstAdmin: { ...firstAdmin, password: 'Other#2026x' } });
    expect(await userCount()).toBe(1);
    expect((await t.call('login', firstAdmin)).statusCode).toBe(200);
  });

  it('refuses a weak first password at start, before anything is written', () => {
    expect(() =>
      loadConfig({ FIRST_ADMIN_EMAIL: firstAdmin.email, FIRST_ADMIN_PASSWORD: 'password' }),
    ).toThrow(/FIRST_ADMIN_PASSWORD/);
  });
});
