import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { allRightIds, builtInRoles } from '../../src/shared/rights';
import { rights, roleRights, roles, users } from '../../src/server/db/schema';
import { seed } from '../../src/server/seed';
import { demoAccounts } from '../../src/server/seed/demoAccounts';

describe('the seed that runs at every start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const count = async (table: typeof rights | typeof roles | typeof users) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

  it('holds the whole rights catalogue, the built-in roles and one demo account per role', async () => {
    expect(await count(rights)).toBe(allRightIds.length);
    expect(await count(roles)).toBe(builtInRoles.length);
    expect(await count(users)).toBe(demoAccounts.length);
  });

  it('links the demo Broker account to an approved broker whose Invite Client mails its referral link', async () => {
    const broker = await t.signIn('broker@factordesk.test');
    const invited = await t.call('broker/invite_client', { email: 'newbusiness@example.test' }, broker);
    expect(invited.statusCode).toBe(200);
    const [mail] = await t.mailsTo('newbusiness@example.test');
    expect(mail?.text).toContain('/registernow?referral=BREE001');
    const code = await t.call('broker/fetch_referral_code', { code: 'BREE001' });
    expect(code.statusCode).toBe(200);
  });

  it('changes nothing when it runs again, and restores a view-only role tampered with in the database', async () => {
    const [admin] = await t.db.select().from(roles).where(eq(roles.roleType, 'admin'));
    await t.db.delete(roleRights).where(eq(roleRights.roleId, admin!.id));
    const again = await seed(t.db, { demo: true });
    expect(again.demoSeeded).toBe(false);
    expect(await count(rights)).toBe(allRightIds.length);
    expect(await count(roles)).toBe(builtInRoles.length);
    expect(await count(users)).toBe(demoAccounts.length);
    const [held] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(roleRights)
      .where(eq(roleRights.roleId, admin!.id));
    expect(held?.n).toBe(allRightIds.length);
  });
});
