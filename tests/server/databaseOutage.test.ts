import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { freePort, freshServerData, post, signIn, startServer, type ServerProcess } from './serverProcess';
import { startTcpProxy, type TcpProxy } from './tcpProxy';

/**
 * PostgreSQL going away and coming back, under the real server (a child process): a TCP proxy
 * between them stalls a transaction, cuts every connection and refuses new ones, then accepts again.
 * The server stays up, answers 503 with a clear message and reports itself not ready meanwhile,
 * and serves again by itself once the database is back, without a restart; it also starts while
 * the database is away and becomes ready when it comes. Runs where PostgreSQL answers.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('the database going away', () => {
  let data: Awaited<ReturnType<typeof freshServerData>> | undefined;
  let proxy: TcpProxy | undefined;
  let server: ServerProcess | undefined;

  afterEach(async () => {
    await server?.stop();
    await proxy?.close();
    await data?.drop();
    server = proxy = data = undefined;
  });

  /** A fresh database, reached through a proxy on a spare port. */
  async function behindProxy(refusing: boolean) {
    data = await freshServerData();
    const direct = new URL(data.env.DATABASE_URL!);
    proxy = await startTcpProxy({
      port: await freePort(),
      target: { host: direct.hostname, port: Number(direct.port || 5432) },
      refusing,
    });
    const viaProxy = new URL(direct);
    viaProxy.port = String(proxy.port);
    return { ...data.env, DATABASE_URL: viaProxy.toString() };
  }

  const health = async (base: string) => {
    const answer = await fetch(`${base}/healthz`);
    return { statusCode: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };

  async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, seconds = 60) {
    const deadline = Date.now() + seconds * 1000;
    for (;;) {
      const value = await probe();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('keeps answering, with 503 and a clear message, while the database is away, and recovers by itself', async () => {
    server = await startServer({ env: await behindProxy(false) });
    const base = server.baseUrl;
    const token = await signIn(base, 'admin@factordesk.test');
    const auth = { authorization: `Bearer ${token}` };
    expect((await post(base, 'user/get_user_details', {}, auth)).statusCode).toBe(200);
    expect((await health(base)).statusCode).toBe(200);

    // A request inside its transaction (its connection checked out) when every connection is cut.
    proxy!.holdTransactions();
    const inFlight = post(base, 'prospect/discard_draft', { id: 'a-draft-that-is-not-there' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await proxy!.cut();
    const cutShort = await inFlight;
    expect(cutShort.statusCode, server.output()).toBe(503);
    expect(cutShort.body).toEqual({ status: false, message: messages.http.databaseUnavailable });

    // While it is away: the process lives, the API answers 503, readiness says not ready.
    for (let i = 0; i < 5; i += 1) {
      const refused = await post(base, 'user/get_user_details', {}, auth);
      expect(refused.statusCode).toBe(503);
      expect(refused.body.message).toBe(messages.http.databaseUnavailable);
    }
    const away = await health(base);
    expect(away.statusCode).toBe(503);
    expect(away.body).toMatchObject({ status: false, message: messages.http.databaseUnavailable });
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    expect(server.alive()).toBe(true);

    // Back: the same process serves again.
    await proxy!.restore();
    const back = await eventually(
      () => post(base, 'user/get_user_details', {}, auth),
      (answer) => answer.statusCode === 200,
    );
    expect(back.statusCode).toBe(200);
    expect((await health(base)).statusCode).toBe(200);
    expect(server.alive()).toBe(true);
  }, 120_000);

  it('starts while the database is away, reports itself not ready, and becomes ready when it comes', async () => {
    server = await startServer({ env: await behindProxy(true), waitFor: 'listening' });
    const base = server.baseUrl;
    const waiting = await health(base);
    expect(waiting.statusCode).toBe(503);
    expect(waiting.body).toMatchObject({ status: false, message: messages.http.databaseUnavailable });
    const early = await post(base, 'login', { email: 'admin@factordesk.test', password: 'x' });
    expect(early).toEqual({
      statusCode: 503,
      body: { status: false, message: messages.http.databaseUnavailable },
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.alive()).toBe(true);

    await proxy!.restore();
    const ready = await eventually(
      () => health(base),
      (answer) => answer.statusCode === 200,
    );
    expect(ready.statusCode, server.output()).toBe(200);
    // Migrated and seeded once it answered: the demo accounts sign in.
    await signIn(base, 'admin@factordesk.test');
  }, 120_000);
});
