import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultScoringWeights } from '../../src/shared/contract/settingsTiles';
import { debtorScore } from '../../src/shared/debtorScore';
import { messages } from '../../src/shared/messages';
import { startTestApp, type TestApp } from './harness';

describe('the debtor score formula', () => {
  const clean = { averageDaysToPay: 25, invoiced: 1000, collected: 1000, chargedBack: 0 };

  it('gives a prompt debtor with no dilution and no chargebacks 100', () => {
    expect(debtorScore(clean, defaultScoringWeights)).toBe(100);
  });

  it('takes off for slow payment, dilution and chargebacks by their weights', () => {
    // 75 days: 45 past 30 of 90 → days part 50; no dilution, no chargebacks → 50×50+30×100+20×100 / 100.
    expect(debtorScore({ ...clean, averageDaysToPay: 75 }, defaultScoringWeights)).toBe(75);
    // 10 % short-paid → dilution part 90.
    expect(debtorScore({ ...clean, collected: 900 }, defaultScoringWeights)).toBe(97);
    // 20 % charged back → chargeback part 80, dilution part 100 (charged back is not diluted).
    expect(debtorScore({ ...clean, collected: 800, chargedBack: 200 }, defaultScoringWeights)).toBe(96);
    expect(
      debtorScore({ ...clean, averageDaysToPay: 400 }, { days_to_pay: 1, dilution: 0, chargebacks: 0 }),
    ).toBe(0);
  });

  it('gives no score without a paid invoice', () => {
    expect(debtorScore({ ...clean, averageDaysToPay: null }, defaultScoringWeights)).toBeNull();
    expect(debtorScore({ ...clean, invoiced: 0 }, defaultScoringWeights)).toBeNull();
  });
});

describe('settings/debtor_scores', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every debtor with a score from 0 to 100 or none', async () => {
    const admin = await t.signIn('admin@factordesk.test');
    const answer = await t.call('settings/debtor_scores', {}, admin);
    expect(answer.statusCode).toBe(200);
    const body = answer.body as { status: boolean; scores: { score: number | null }[] };
    expect(body.status).toBe(true);
    for (const row of body.scores) {
      if (row.score !== null) expect(row.score).toBeGreaterThanOrEqual(0);
      if (row.score !== null) expect(row.score).toBeLessThanOrEqual(100);
    }
  });

  it('refuses callers without a token and users without the settings right', async () => {
    expect((await t.call('settings/debtor_scores')).statusCode).toBe(401);
    const client = await t.signIn('client@factordesk.test');
    const refused = await t.call('settings/debtor_scores', {}, client);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toEqual({ status: false, message: messages.http.forbidden });
  });
});

describe('the score on the debtor list (debtor/fetch)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The demo book: debtors with paid, short-paid and charged-back invoices.
    t = await startTestApp({ demoBook: true, demoMoney: true });
  });
  afterAll(async () => {
    await t.close();
  });

  type Row = { id: number; score?: number | null };
  async function listed(token: string, body: Record<string, unknown> = {}): Promise<Row[]> {
    const answer = await t.call('debtor/fetch', { page: 1, per_page: 0, ...body }, token);
    expect(answer.statusCode).toBe(200);
    return (answer.body.debtors as { data: Row[] }).data;
  }

  it("gives staff each row's debtor score, the same as settings/debtor_scores", async () => {
    const admin = await t.signIn('admin@factordesk.test');
    const scores = (await t.call('settings/debtor_scores', {}, admin)).body.scores as {
      debtor_id: number;
      score: number | null;
    }[];
    const expected = new Map(scores.map((row) => [row.debtor_id, row.score]));
    const rows = await listed(admin, { show_all: true });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => typeof row.score === 'number')).toBe(true);
    for (const row of rows) expect(row.score).toBe(expected.get(row.id));

    // A page of one reads the same score for its one debtor.
    const [first] = await listed(admin, { per_page: 1, sort_by: 'debtor_name' });
    expect(first?.score).toBe(expected.get(first?.id ?? 0));
  });

  it('keeps the score from client, debtor and broker users', async () => {
    for (const email of ['client@factordesk.test', 'debtor@factordesk.test', 'broker@factordesk.test']) {
      const token = await t.signIn(email);
      const answer = await t.call('debtor/fetch', { page: 1, per_page: 0 }, token);
      // A party whose role lacks the list is refused outright, which carries no score either.
      if (email === 'client@factordesk.test') expect(answer.statusCode).toBe(200);
      if (answer.statusCode !== 200) continue;
      const rows = (answer.body.debtors as { data: Row[] }).data;
      if (email === 'client@factordesk.test') expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).not.toHaveProperty('score');
    }
  });

  it('still refuses a bad page request', async () => {
    const admin = await t.signIn('admin@factordesk.test');
    expect((await t.call('debtor/fetch', { page: 'x' }, admin)).statusCode).toBe(400);
  });
});
