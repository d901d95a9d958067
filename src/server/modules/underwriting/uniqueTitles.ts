import { brokeUniqueIndex } from '../../db/uniqueViolation';
import { conflict } from '../../http/errors';

/**
 * Runs a write whose title a unique index on lower(title) backs: of two writes racing for one
 * title, the loser answers the same message as a title found taken beforehand.
 */
export async function withUniqueTitle<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw brokeUniqueIndex(error) ? conflict(message) : error;
  }
}
