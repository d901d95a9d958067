/**
 * The dashboards at scale: `npm run bench:dashboards` runs on the database that `npm run
 * seed:large` filled (DATABASE_URL, read only but for the sign-in's session) and prints, for each
 * dashboard call, the p50 and p95 of `BENCH_ROUNDS` (30) calls through the whole API path (token,
 * rights, validation, queries, answer schema), after two warm-up calls. Target: p95 ≤ 300 ms
 * (docs/decisions/0032-dashboards-and-charts.md).
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startTestApp } from '../server/harness';
import { addDaysIso, todayIso } from '../../src/shared/dates';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith('postgres')) {
  console.error('bench:dashboards needs DATABASE_URL: a PostgreSQL database filled by `npm run seed:large`.');
  process.exit(1);
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const target = 300;

const t = await startTestApp({ databaseUrl });
const direct = new pg.Client({ connectionString: databaseUrl });
await direct.connect();

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

try {
  const admin = await t.signIn('admin@factordesk.test');
  // The client and the debtor owing most, so the filtered cases read the biggest slices.
  const biggest = await direct.query<{ prospect_id: number; debtor_id: number }>(
    `select (select prospect_id from invoices where funding_date is not null and deleted_at is null
              group by prospect_id order by count(*) desc limit 1) as prospect_id,
            (select debtor_id from invoices where funding_date is not null and deleted_at is null
              group by debtor_id order by count(*) desc limit 1) as debtor_id`,
  );
  const client = biggest.rows[0]?.prospect_id ?? 0;
  const debtor = biggest.rows[0]?.debtor_id ?? 0;
  const today = todayIso();
  const lastMonth = { from_date: addDaysIso(today, -30), to_date: today };
  const cases: [string, string, Record<string, unknown>][] = [
    ['analytics, all time, whole book', 'dashboard/fetch_analytics', {}],
    ['analytics, last 30 days, whole book', 'dashboard/fetch_analytics', lastMonth],
    ['analytics, all time, biggest client', 'dashboard/fetch_analytics', { prospect_id: client }],
    ['analytics, all time, biggest debtor', 'dashboard/fetch_analytics', { debtor_id: debtor }],
    [
      'concentration, page 1 of 10, whole book',
      'dashboard/fetch_debt_concentration',
      { page: 1, per_page: 10 },
    ],
    [
      'concentration, page 5 of 10, whole book',
      'dashboard/fetch_debt_concentration',
      { page: 5, per_page: 10 },
    ],
    ['concentration, last 30 days', 'dashboard/fetch_debt_concentration', { ...lastMonth, per_page: 10 }],
    ['invoice analytics, biggest debtor', 'dashboard/fetch_invoice_analytics', { debtor_id: debtor }],
    ['invoice analytics, whole book (staff)', 'dashboard/fetch_invoice_analytics', {}],
  ];
  const [{ count }] = (await direct.query<{ count: number }>('select count(*)::int as count from invoices'))
    .rows as [{ count: number }];
  console.log(
    `dashboards on ${count.toLocaleString('en-US')} invoices, ${rounds} calls each (p95 target ${target} ms)`,
  );
  let failed = false;
  for (const [name, path, body] of cases) {
    const call = async () => {
      const answer = await t.call(path, body, admin);
      if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}`);
    };
    await call();
    await call();
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
    }
    const p95 = percentile(times, 95);
    failed ||= p95 > target;
    console.log(
      `${name.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms${p95 > target ? '  OVER' : ''}`,
    );
  }
  if (failed) process.exitCode = 1;
} finally {
  await direct.end();
  await t.close();
}
