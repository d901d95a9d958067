/** Prints each phase as it starts and ends, with its duration, and keeps them for the summary. */
export class Progress {
  private readonly startedAt = performance.now();
  readonly phases: { name: string; seconds: number }[] = [];

  /** Runs one phase; `done` says in a few words what it made. */
  async phase<T>(name: string, run: () => Promise<T>, done?: (result: T) => string): Promise<T> {
    console.log(`▸ ${name} …`);
    const started = performance.now();
    const result = await run();
    const seconds = (performance.now() - started) / 1000;
    this.phases.push({ name, seconds });
    const what = done ? `: ${done(result)}` : '';
    console.log(`✓ ${name}${what} (${seconds.toFixed(1)} s)`);
    return result;
  }

  /** A line inside a long phase, with the time since the run started. */
  note(text: string): void {
    console.log(`  ${text} (${this.elapsed().toFixed(0)} s in)`);
  }

  elapsed(): number {
    return (performance.now() - this.startedAt) / 1000;
  }
}

/** 1234567 as '1,234,567'. */
export function counted(value: number): string {
  return value.toLocaleString('en-US');
}
