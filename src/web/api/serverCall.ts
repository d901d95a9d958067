import { serverMessageOf } from './serverMessage';

/**
 * The answer of a call a workflow machine makes, or an Error carrying the server's message: the
 * machines show `error.message` and fall back to the spec's texts when it is empty (no answer).
 */
export async function answerOf<T>(call: { unwrap: () => Promise<T> }): Promise<T> {
  try {
    return await call.unwrap();
  } catch (error) {
    throw new Error(serverMessageOf(error) ?? '', { cause: error });
  }
}
