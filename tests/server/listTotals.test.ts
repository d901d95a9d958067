import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { allRowsLimit, exactCountLimit } from '../../src/server/http/paging';
import { startTestApp, type TestApp } from './harness';

interface Page {
  data: { id: number; title: string }[];
  total: number;
  last_page: number;
  total_estimated?: boolean;
}

/**
 * A list counts its matches exactly up to `exactCountLimit` and estimates past it (the lists at
 * millions of invoices); shown on the industries lookup, which any signed-in user reads.
 */
describe('list totals', () => {
  let t: TestApp;
  let token: string;
  const added = allRowsLimit + 50;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.signIn('debtor@factordesk.test');
    await t.db.execute(
      sql`insert into industries (title) select 'Freight lane ' || i from generate_series(1, ${added}) as i`,
    );
    await t.db.execute(sql`analyze industries`);
  });
  afterAll(() => t.close());

  const lookup = async (body: Record<string, unknown>) => {
    const answer = await t.call('lookup/industries', { per_page: 10, ...body }, token);
    expect(answer.statusCode).toBe(200);
    return answer.body.industries as Page;
  };

  it('counts exactly while the matches stay within the limit, and says nothing of estimates', async () => {
    const page = await lookup({ search_text: 'freight lane 100' });
    // 100, 1000…1009 and 10000…10050: within the limit of exact counts.
    expect(exactCountLimit).toBeGreaterThan(62);
    expect(page.total).toBe(62);
    expect(page.last_page).toBe(7);
    expect(page.total_estimated).toBeUndefined();
  });

  it('gives All at most its limit of rows, and counts exactly the rows of an All within it', async () => {
    await t.db.execute(sql`
      insert into prospects (draft_token, step, status, application_completely_filled, company_business_name,
        poc_name, poc_email, company_phone, company_zip, company_state, company_city, company_legal_status,
        company_address, funding_amount)
      select md5(i::text) || md5((i + 1)::text), 6, 2, true, 'Fallout Freight ' || i, 'Contact ' || i,
        'contact' || i || '@business.test', '5550000000', '75201', 'Texas', 'Dallas', '4', i || ' Main Street', 1000
      from generate_series(1, ${added}) as i`);
    const admin = await t.signIn('admin@factordesk.test');
    const answer = await t.call('prospect/fetch', { status: 2, per_page: 0, page: 1 }, admin);
    expect(answer.statusCode).toBe(200);
    const page = answer.body.prospects as Page;
    expect(page.data).toHaveLength(allRowsLimit);
    expect(page.total_estimated).toBe(true);
    expect(page.last_page).toBe(1);

    const within = (
      await t.call('prospect/fetch', { status: 2, per_page: 0, search_text: 'freight 1' }, admin)
    ).body.prospects as Page;
    // 1, 10…19, 100…199, 1000…1999 and 10000…10050 are past the exact count, but All answered them all.
    expect(within.data).toHaveLength(1 + 10 + 100 + 1000 + 51);
    expect(within.data.length).toBeGreaterThan(exactCountLimit);
    expect(within.total).toBe(within.data.length);
    expect(within.total_estimated).toBeUndefined();
  });

  it('estimates past the limit, never below it, and still answers the page asked for', async () => {
    const page = await lookup({ search_text: 'freight lane', page: 3 });
    expect(page.total_estimated).toBe(true);
    expect(page.total).toBeGreaterThan(exactCountLimit);
    // The planner's estimate of the 10,050 matching titles is in the right range, not a guess.
    expect(page.total).toBeLessThan(added * 3);
    expect(page.last_page).toBe(Math.ceil(page.total / 10));
    expect(page.data).toHaveLength(10);
  });
});
