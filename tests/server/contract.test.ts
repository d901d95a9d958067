import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { roles, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/modules/session/passwords';

interface OpenApiOperation {
  security?: unknown[];
  'x-rights'?: { all: string[]; any: string[] };
}

describe('the API contract', () => {
  let t: TestApp;
  let paths: Record<string, { post: OpenApiOperation }>;
  let rightlessToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    paths = (doc.json() as { paths: typeof paths }).paths;
    // A signed-in user whose role holds no right at all.
    const [role] = await t.db.insert(roles).values({ roleName: 'No Rights', roleType: 'custom' }).returning();
    await t.db.insert(users).values({
      firstName: 'Rightless',
      email: 'rightless@factordesk.test',
      username: 'rightless',
      passwordHash: await hashPassword('Factor#2026'),
      roleId: role!.id,
    });
    rightlessToken = await t.signIn('rightless@factordesk.test');
  });
  afterAll(() => t.close());

  it('documents every endpoint, with a page for people', async () => {
    expect(Object.keys(paths).length).toBeGreaterThan(20);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('answers 401 without a token on every non-public endpoint', async () => {
    const guarded = Object.entries(paths).filter(([, p]) => p.post.security?.length);
    expect(guarded.length).toBeGreaterThan(10);
    for (const [path] of guarded) {
      const answer = await t.app.inject({ method: 'POST', url: path, payload: {} });
      expect({ path, code: answer.statusCode }).toEqual({ path, code: 401 });
      expect(answer.json()).toMatchObject({ status: false });
    }
  });

  it('answers 403 to a signed-in caller lacking the rights of every rights-guarded endpoint', async () => {
    const guarded = Object.entries(paths).filter(([, p]) => {
      const rights = p.post['x-rights'];
      return rights && (rights.all.length > 0 || rights.any.length > 0);
    });
    expect(guarded.length).toBeGreaterThan(5);
    for (const [path] of guarded) {
      const answer = await t.app.inject({
        method: 'POST',
        url: path,
        payload: {},
        headers: { authorization: `Bearer ${rightlessToken}` },
      });
      expect({ path, code: answer.statusCode }).toEqual({ path, code: 403 });
    }
  });
});

describe('bad input', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@factordesk.test');
  });
  afterAll(() => t.close());

  async function userCount() {
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    return row?.n ?? 0;
  }

  it('answers malformed JSON with 400 and a clear message', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: '{"email": "admin@factordesk.test", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ status: false, message: 'The request is not valid.' });
  });

  it('answers wrong types and unknown fields with 400', async () => {
    const wrongType = await t.call('login', { email: 42, password: ['Factor#2026'] });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.body.status).toBe(false);
    expect(wrongType.body.message).toBeTruthy();
    const unknown = await t.call('login', {
      email: 'admin@factordesk.test',
      password: 'Factor#2026',
      role: 'admin',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toContain('role');
  });

  it('answers an oversized body with 400 and writes nothing', async () => {
    const before = await userCount();
    const answer = await t.call('user/save', { first_name: 'x'.repeat(2_000_000) }, admin);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe('The uploaded data is larger than allowed.');
    expect(await userCount()).toBe(before);
  });

  it('treats SQL-looking text as text', async () => {
    const before = await userCount();
    const signIn = await t.call('login', {
      email: "admin@factordesk.test' OR '1'='1",
      password: "' OR 1=1 --x",
    });
    expect(signIn.statusCode).toBe(400);
    const search = await t.call(
      'user/get_users',
      { page: 1, per_page: 10, search_text: "'; drop table users; --" },
      admin,
    );
    expect(search.statusCode).toBe(200);
    expect(search.body.data).toEqual([]);
    expect(await userCount()).toBe(before);
  });

  it('answers an unknown API path with 404 in the same shape', async () => {
    const answer = await t.call('no/such/endpoint', {}, admin);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toEqual({ status: false, message: 'Record not found.' });
  });
});
