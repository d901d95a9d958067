import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('settings', () => {
  it('reads the public settings without a token; input guards are on by default', async () => {
    const answer = await t.call('settings/public');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ status: true, input_guards: true });
  });

  it('lets a holder of the settings right switch the input guards, and everyone reads the change', async () => {
    const admin = await t.signIn('admin@factordesk.test');
    const off = await t.call('settings/save_input_guards', { input_guards: false }, admin);
    expect(off.statusCode).toBe(200);
    expect(off.body).toEqual({ status: true, message: messages.crud.updated('Settings').message });
    expect((await t.call('settings/public')).body).toEqual({ status: true, input_guards: false });

    await t.call('settings/save_input_guards', { input_guards: true }, admin);
    expect((await t.call('settings/public')).body).toEqual({ status: true, input_guards: true });
  });

  it('refuses users without the settings right (403) and callers without a token (401)', async () => {
    const ca = await t.signIn('ca@factordesk.test');
    const refused = await t.call('settings/save_input_guards', { input_guards: false }, ca);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toEqual({ status: false, message: messages.http.forbidden });
    expect((await t.call('settings/save_input_guards', { input_guards: false })).statusCode).toBe(401);
    expect((await t.call('settings/public')).body).toMatchObject({ input_guards: true });
  });

  it('refuses a value that is not a boolean', async () => {
    const admin = await t.signIn('adminnew@factordesk.test');
    expect((await t.call('settings/save_input_guards', { input_guards: 'no' }, admin)).statusCode).toBe(400);
    expect((await t.call('settings/save_input_guards', {}, admin)).statusCode).toBe(400);
  });
});
