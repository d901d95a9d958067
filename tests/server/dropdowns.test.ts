import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

interface Item {
  name: string;
  value: number;
}
interface IndustryPage {
  data: { id: number; title: string }[];
  total: number;
  last_page: number;
  current_page: number;
}

describe('dropdown and industry lookups', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.signIn('debtor@factordesk.test');
  });
  afterAll(() => t.close());

  it('answers the lists asked for, each as JSON text of name/value items, without a token', async () => {
    const answer = await t.call('lookup/dropdowns', {
      select: ['payment_type', 'invoice_status', 'chargeback_adjust', 'debtor_status'],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.status).toBe(true);
    const lists = answer.body.dropdowns as Record<string, string>;
    expect(Object.keys(lists).sort()).toEqual(
      ['chargeback_adjust', 'debtor_status', 'invoice_status', 'payment_type'].sort(),
    );
    expect(Object.values(lists).every((text) => typeof text === 'string')).toBe(true);
    expect(JSON.parse(lists.payment_type ?? '')).toEqual([
      { name: 'ACH', value: 0 },
      { name: 'Check', value: 1 },
      { name: 'Wire', value: 2 },
    ]);
    expect(JSON.parse(lists.invoice_status ?? '')).toEqual([
      { name: 'Pending', value: 1 },
      { name: 'Approved', value: 2 },
      { name: 'Declined', value: 3 },
    ]);
  });

  it('serves the prospect, broker and support lists', async () => {
    const names = [
      'prospect_legal_status',
      'prospect_future_response',
      'broker_status',
      'support_module',
      'support_ticket_priority',
      'support_ticket_type',
      'support_ticket_status',
    ];
    const answer = await t.call('lookup/dropdowns', { select: names });
    const lists = answer.body.dropdowns as Record<string, string>;
    for (const name of names) {
      const items = JSON.parse(lists[name] ?? '[]') as Item[];
      expect({ name, count: items.length > 0 }).toEqual({ name, count: true });
    }
    const broker = JSON.parse(lists.broker_status ?? '[]') as Item[];
    expect(broker.find((i) => i.value === 2)?.name).toBe('Approved');
    const support = JSON.parse(lists.support_ticket_status ?? '[]') as Item[];
    expect(support.some((i) => i.value === 0)).toBe(true);
  });

  it('refuses unknown lists, an empty selection and unknown fields', async () => {
    expect((await t.call('lookup/dropdowns', { select: ['payment_type', 'secret'] })).statusCode).toBe(400);
    expect((await t.call('lookup/dropdowns', { select: [] })).statusCode).toBe(400);
    expect((await t.call('lookup/dropdowns', {})).statusCode).toBe(400);
    expect((await t.call('lookup/dropdowns', { select: ['payment_type'], extra: 1 })).statusCode).toBe(400);
  });

  it('needs a signed-in caller for industries', async () => {
    expect((await t.call('lookup/industries', {})).statusCode).toBe(401);
  });

  it('pages industries, 50 by default', async () => {
    const first = await t.call('lookup/industries', {}, token);
    expect(first.statusCode).toBe(200);
    const page = first.body.industries as IndustryPage;
    expect(page.data).toHaveLength(50);
    expect(page.total).toBeGreaterThan(50);
    expect(page).toMatchObject({ current_page: 1, last_page: 2 });
    expect(page.data[0]).toEqual({ id: 1, title: 'Accounting' });

    const second = (await t.call('lookup/industries', { page: 2 }, token)).body.industries as IndustryPage;
    expect(second.data).toHaveLength(page.total - 50);
    expect(second.data[0]?.id).toBe(51);

    const small = (await t.call('lookup/industries', { page: 3, per_page: 5 }, token)).body
      .industries as IndustryPage;
    expect(small.data.map((i) => i.id)).toEqual([11, 12, 13, 14, 15]);
  });

  it('searches industries by title, ignoring case', async () => {
    const answer = await t.call('lookup/industries', { search_text: 'TRUCK' }, token);
    const page = answer.body.industries as IndustryPage;
    expect(page.data).toEqual([{ id: 27, title: 'Freight and Trucking' }]);
    expect(page).toMatchObject({ total: 1, last_page: 1 });
    const none = (await t.call('lookup/industries', { search_text: 'zzz' }, token)).body
      .industries as IndustryPage;
    expect(none).toEqual({ data: [], total: 0, last_page: 1, current_page: 1 });
  });

  it('refuses more than 50 a page', async () => {
    expect((await t.call('lookup/industries', { per_page: 51 }, token)).statusCode).toBe(400);
  });
});
