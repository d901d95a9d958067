import { conflict } from '../../http/errors';

/** The PostgreSQL error code of a unique index refusing a row. */
const uniqueViolation = '23505';

function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
}

/**
 * Runs a write whose title a unique index on lower(title) backs: of two writes racing for one
 * title, the loser answers the same message as a title found taken beforehand.
 */
export async function withUniqueTitle<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw pgCode(error) === uniqueViolation ? conflict(message) : error;
  }
}
