/**
 * The prospect list at scale, measured in one run: `npm run bench:prospects` fills a new
 * PostgreSQL database (the local server, or TEST_DATABASE_URL's) with PROSPECTS rows (default
 * 1,000,000), then times prospect/fetch through the whole API path (token, rights, validation,
 * query, answer schema) against the same query run straight on the database, for each card's first
 * page, a deep page, a search and a sort.
 */
import { sql } from 'drizzle-orm';
import { startTestApp } from '../server/harness';
import { measureCase, report, type CaseResult } from './listTiming';

process.env.TEST_DB = 'postgres';
const total = Number(process.env.PROSPECTS ?? 1_000_000);

const t = await startTestApp();
try {
  const loadStarted = performance.now();
  // Every tenth a fallout, every third of the rest submitted (tentative), the others drafts.
  await t.db.execute(sql`
    insert into prospects (draft_token, step, status, application_completely_filled, company_business_name,
      poc_name, poc_email, company_phone, company_zip, company_state, company_city, company_legal_status,
      company_address, funding_amount, created_at, updated_at)
    select md5(i::text) || md5((i + 1)::text),
      case when i % 3 = 0 then 6 else 1 + i % 5 end,
      case when i % 10 = 0 then 2 else 0 end,
      i % 3 = 0,
      (array['Harbor','Summit','Prairie','Keystone','Lakeside','Northwind','Copperline','Evergreen'])[1 + i % 8]
        || ' ' || (array['Freight','Staffing','Printing','Logistics','Foods','Electric','Builders'])[1 + i % 7]
        || ' ' || i,
      'Contact ' || i, 'contact' || i || '@business.test', '5550000000', '75201', 'Texas', 'Dallas', '4',
      i || ' Commerce Street', (i % 500000)::numeric(14,2),
      now() - (i || ' seconds')::interval, now()
    from generate_series(1, ${total}) as i`);
  await t.db.execute(sql`analyze prospects`);
  console.log(`${total} prospects loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

  const admin = await t.signIn('admin@factordesk.test');
  const api = (body: Record<string, unknown>) => async () => {
    const answer = await t.call('prospect/fetch', { page: 1, per_page: 10, ...body }, admin);
    if (answer.statusCode !== 200) throw new Error(`prospect/fetch answered ${answer.statusCode}`);
  };
  /** The list's two statements (count, then the page), as the service runs them. */
  const direct =
    (where: string, order: string, offset = 0) =>
    async () => {
      await t.db.execute(
        sql.raw(`select count(*)::int from prospects where deleted_at is null and ${where}`),
      );
      await t.db.execute(
        sql.raw(
          `select * from prospects where deleted_at is null and ${where} order by ${order} limit 10 offset ${offset}`,
        ),
      );
    };
  const tentative = 'status = 0 and application_completely_filled = true';
  const available = 'status = 0 and application_completely_filled = false';
  const newest = 'created_at desc, id desc';
  const search =
    "(lower(company_business_name) ilike '%harbor freight 12%' or lower(poc_name) ilike '%harbor freight 12%' " +
    "or lower(poc_email) ilike '%harbor freight 12%')";

  const results: CaseResult[] = [];
  results.push(
    await measureCase(
      'tentative, first page',
      api({ status: 0, application_completely_filled: true }),
      direct(tentative, newest),
    ),
  );
  results.push(await measureCase('fallouts, first page', api({ status: 2 }), direct('status = 2', newest)));
  results.push(
    await measureCase(
      'available, page 1000',
      api({ status: 0, application_completely_filled: false, page: 1000 }),
      direct(available, newest, 9990),
    ),
  );
  results.push(
    await measureCase(
      'available, search "harbor freight 12"',
      api({ status: 0, application_completely_filled: false, search_text: 'harbor freight 12' }),
      direct(`${available} and ${search}`, newest),
    ),
  );
  results.push(
    await measureCase(
      'tentative, sorted by business name',
      api({ status: 0, application_completely_filled: true, sort_by: 'company_business_name' }),
      direct(tentative, 'lower(company_business_name) asc, id asc'),
    ),
  );
  results.push(
    await measureCase('show all, first page', api({ show_all: true }), direct('status in (0, 2)', newest)),
  );
  report('prospect lists', results);
} finally {
  await t.close();
}
