/**
 * Timing helpers of the list benchmarks: one case runs its API call and the same query straight on
 * the database, alternately, and reports percentiles of each and their ratio.
 */

export interface Timing {
  p50: number;
  p95: number;
  p99: number;
}

export interface CaseResult {
  name: string;
  api: Timing;
  sql: Timing;
  ratio: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function timingOf(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Runs both sides `rounds` times after a warm-up, interleaved so that both see the same machine. */
export async function measureCase(
  name: string,
  api: () => Promise<unknown>,
  sql: () => Promise<unknown>,
  rounds = 40,
): Promise<CaseResult> {
  for (let i = 0; i < 3; i += 1) {
    await api();
    await sql();
  }
  const apiMs: number[] = [];
  const sqlMs: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    apiMs.push(await timed(api));
    sqlMs.push(await timed(sql));
  }
  const apiTiming = timingOf(apiMs);
  const sqlTiming = timingOf(sqlMs);
  return { name, api: apiTiming, sql: sqlTiming, ratio: apiTiming.p50 / sqlTiming.p50 };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Prints one line per case and the worst case's figures last. */
export function report(label: string, results: readonly CaseResult[]): void {
  for (const r of results) {
    console.log(
      `${r.name.padEnd(36)} api p50 ${ms(r.api.p50)} p95 ${ms(r.api.p95)} p99 ${ms(r.api.p99)} | ` +
        `sql p50 ${ms(r.sql.p50)} p95 ${ms(r.sql.p95)} p99 ${ms(r.sql.p99)} | ratio ${r.ratio.toFixed(2)}`,
    );
  }
  const worstRatio = Math.max(...results.map((r) => r.ratio));
  const worstP95 = Math.max(...results.map((r) => r.api.p95));
  console.log(`${label} p50 ratio api/sql: ${worstRatio.toFixed(2)}, p95 api: ${worstP95.toFixed(1)} ms`);
}
