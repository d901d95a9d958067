/**
 * The money lists at scale, measured in one run: `npm run bench:lists` runs on the database that
 * `npm run seed:large` filled (DATABASE_URL) and times, for the invoice, schedule of assignment,
 * schedule of funding and debtor lists, a first page, a deep page, a search and a sort: each
 * through the whole API path (token, rights, validation, queries, answer schema) against every
 * statement that call ran (the caller's session and rights included), recorded as it ran them and
 * replayed one after another straight on the database. The ratio is what the API's own work adds
 * to its SQL; below 1 where the API runs a list's count and page side by side.
 */
import pg from 'pg';
import { startTestApp } from '../server/harness';
import { measureCase, report, type CaseResult } from './listTiming';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith('postgres')) {
  console.error('bench:lists needs DATABASE_URL: a PostgreSQL database filled by `npm run seed:large`.');
  process.exit(1);
}

interface Statement {
  text: string;
  values: unknown[];
}

/** Timed calls per side and case; fewer give a quick look, the default a steady figure. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 40);

let recording: Statement[] | null = null;
const t = await startTestApp({
  databaseUrl,
  onQuery: (text, values) => recording?.push({ text, values }),
});
const direct = new pg.Client({ connectionString: databaseUrl });
await direct.connect();

try {
  const admin = await t.signIn('admin@factordesk.test');

  /** Times one list call and the list's own statements of that call, replayed as they ran. */
  async function listCase(name: string, path: string, body: Record<string, unknown>): Promise<CaseResult> {
    const call = async () => {
      const answer = await t.call(path, { page: 1, per_page: 10, ...body }, admin);
      if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}`);
    };
    recording = [];
    await call();
    const statements = recording;
    recording = null;
    if (statements.length === 0) throw new Error(`${path} ran no list statement`);
    const replay = async () => {
      for (const statement of statements) await direct.query(statement.text, statement.values);
    };
    const result = await measureCase(`${path} ${name}`, call, replay, rounds);
    console.error(
      `measured ${result.name}: api p50 ${result.api.p50.toFixed(1)} ms, sql p50 ${result.sql.p50.toFixed(1)} ms`,
    );
    return result;
  }

  const results: CaseResult[] = [];
  const invoices = { status: 0, deleted: false, search_text: '' };
  results.push(await listCase('first page', 'invoice/fetch', invoices));
  results.push(await listCase('page 1000', 'invoice/fetch', { ...invoices, page: 1000 }));
  results.push(await listCase('search "summit"', 'invoice/fetch', { ...invoices, search_text: 'summit' }));
  results.push(await listCase('search "48213"', 'invoice/fetch', { ...invoices, search_text: '48213' }));
  results.push(
    await listCase('sort by amount', 'invoice/fetch', {
      ...invoices,
      sort_by: 'invoice_amount',
      sort_desc: true,
    }),
  );

  const schedules = { search_text: '', deleted: false, is_funding: false };
  results.push(await listCase('first page', 'schedule/fetch', schedules));
  results.push(await listCase('page 1000', 'schedule/fetch', { ...schedules, page: 1000 }));
  results.push(await listCase('search "summit"', 'schedule/fetch', { ...schedules, search_text: 'summit' }));
  results.push(await listCase('search "1250.4"', 'schedule/fetch', { ...schedules, search_text: '1250.4' }));
  results.push(
    await listCase('sort by remaining', 'schedule/fetch', {
      ...schedules,
      sortBy: 'remaining_amount',
      sortDesc: true,
    }),
  );

  const funding = { search_text: '' };
  results.push(await listCase('first page', 'schedule/funding/fetch', funding));
  results.push(await listCase('page 1000', 'schedule/funding/fetch', { ...funding, page: 1000 }));
  results.push(await listCase('search "1250.4"', 'schedule/funding/fetch', { search_text: '1250.4' }));
  results.push(
    await listCase('sort by net funding', 'schedule/funding/fetch', {
      sort_by: 'total_amount',
      sort_desc: true,
    }),
  );

  const debtors = { search_text: '' };
  results.push(await listCase('first page', 'debtor/fetch', debtors));
  results.push(await listCase('page 1000', 'debtor/fetch', { ...debtors, page: 1000 }));
  results.push(await listCase('search "keystone"', 'debtor/fetch', { search_text: 'keystone' }));
  results.push(await listCase('sort by name', 'debtor/fetch', { sort_by: 'debtor_name' }));
  results.push(await listCase('sort by available', 'debtor/fetch', { sort_by: 'available_credit_limit' }));
  results.push(
    await listCase('available, page 1000', 'debtor/fetch', {
      sort_by: 'available_credit_limit',
      sort_desc: true,
      page: 1000,
    }),
  );

  report('lists', results);
} finally {
  await direct.end();
  await t.close();
}
