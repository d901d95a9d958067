import { isDatabaseUnavailable } from './unavailable';

const firstWaitMs = 1_000;
const longestWaitMs = 30_000;

/**
 * Runs `prepare` (migrations, seeding) once the database answers. While it cannot be reached the
 * server waits, trying again after 1 s, 2 s, 4 s … at most 30 s apart, and says so; any other
 * failure (a migration that does not apply) stops the start.
 */
export async function prepareWhenReachable(
  prepare: () => Promise<void>,
  waiting: (reason: string, retryInMs: number) => void,
): Promise<void> {
  for (let waitMs = firstWaitMs; ; waitMs = Math.min(waitMs * 2, longestWaitMs)) {
    try {
      await prepare();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      waiting(reasonOf(error), waitMs);
      await new Promise((done) => setTimeout(done, waitMs));
    }
  }
}

function reasonOf(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message !== '' ? message : String(error);
  return typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
}
