import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { startTestApp, type TestApp } from './harness';
import { defineEndpoint } from '../../src/shared/contract/endpoint';
import { users, journalEntries } from '../../src/server/db/schema';
import { installErrorHandling } from '../../src/server/http/errorHandler';
import { idempotencyStore } from '../../src/server/http/idempotency';
import { registerIdempotentEndpoint } from '../../src/server/http/route';
import type { Caller } from '../../src/server/http/caller';
import { postEntry } from '../../src/server/ledger/post';
import { conflict } from '../../src/server/http/errors';

/**
 * The Idempotency-Key contract of money-moving calls (DESIGN.md §3), on a small app whose one
 * idempotent endpoint posts a cash movement to the real books.
 */
describe('an idempotent money-moving call', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let posts = 0;
  let refusals = 0;
  const deposit = defineEndpoint({
    path: 'test/deposit',
    tag: 'test',
    summary: 'Deposit capital (test only)',
    access: {},
    idempotent: true,
    request: z.strictObject({ amount: z.string(), refuse: z.boolean().optional() }),
    response: z.object({ status: z.literal(true), entry_id: z.number() }),
  });

  beforeAll(async () => {
    t = await startTestApp();
    const [admin] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@factordesk.test'));
    const caller: Caller = {
      userId: admin!.id,
      sessionId: 's',
      roleType: 'admin',
      rights: new Set(),
      companyId: null,
      debtorId: null,
      brokerId: null,
      sensitiveInformationDisclosure: false,
    };
    app = Fastify();
    installErrorHandling(app);
    registerIdempotentEndpoint(
      app,
      async () => caller,
      deposit,
      async ({ body, tx }) => {
        if (body.refuse) {
          refusals += 1;
          throw conflict('refused');
        }
        posts += 1;
        // Hold the claim a moment, as a real posting would, so that repeats overlap it.
        await new Promise((resolve) => setTimeout(resolve, 30));
        // The deposit's own transaction nests (a savepoint) in the one the registrar opened.
        const entryId = await tx.transaction((savepoint) =>
          postEntry(savepoint, {
            date: '2026-11-02',
            operation: 'capital_deposit',
            operationKey: `deposit:${posts}:${Date.now()}`,
            memo: 'Capital',
            lines: [
              { chart: 'cash', debit: body.amount },
              { chart: 'capital', credit: body.amount },
            ],
          }),
        );
        return { status: true as const, entry_id: entryId };
      },
      idempotencyStore(t.db),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const send = (body: object, key?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/test/deposit',
      payload: body,
      headers: key ? { 'idempotency-key': key } : {},
    });
  const entries = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries))[0]!.n;

  it('runs once for 50 simultaneous requests with one key; the others replay it or hear it is in progress', async () => {
    const before = await entries();
    const answers = await Promise.all(Array.from({ length: 50 }, () => send({ amount: '100.00' }, 'key-50')));
    expect(await entries()).toBe(before + 1);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    expect(codes.filter((code) => code === 200).length).toBeGreaterThanOrEqual(1);
    const replay = await send({ amount: '100.00' }, 'key-50');
    expect(replay.statusCode).toBe(200);
    const first = answers.find((a) => a.statusCode === 200)!;
    expect(replay.json()).toEqual(first.json());
    expect(await entries()).toBe(before + 1);
  });

  it('answers 422 for the same key with different data, and changes nothing', async () => {
    await send({ amount: '5.00' }, 'key-mismatch');
    const before = await entries();
    const other = await send({ amount: '6.00' }, 'key-mismatch');
    expect(other.statusCode).toBe(422);
    expect(other.json().status).toBe(false);
    expect(await entries()).toBe(before);
  });

  it('keeps nothing of a refused request, so a retry with the same key runs again', async () => {
    const refused = await send({ amount: '7.00', refuse: true }, 'key-refused');
    expect(refused.statusCode).toBe(409);
    const before = await entries();
    const again = await send({ amount: '7.00', refuse: true }, 'key-refused');
    expect(again.statusCode).toBe(409);
    expect(refusals).toBe(2);
    expect(await entries()).toBe(before);
  });

  it('runs every request without a key, and refuses a malformed key', async () => {
    const before = await entries();
    await send({ amount: '1.00' });
    await send({ amount: '1.00' });
    expect(await entries()).toBe(before + 2);
    const bad = await send({ amount: '1.00' }, 'x'.repeat(201));
    expect(bad.statusCode).toBe(400);
  });
});
