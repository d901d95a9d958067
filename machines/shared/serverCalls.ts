import { messages, type ToastText } from '../../src/shared/messages';

/**
 * What every workflow machine does with its calls to the server: a placeholder actor until the
 * screen provides the real one, and a failed call kept in context (which call, and the server's
 * message) until the user retries or moves on.
 */

/** A machine's record of its last failed call: which one, and the message to show. */
export interface FailedCall<TFailure extends string> {
  failure: TFailure | null;
  error: string | null;
}

/** Nothing failed (or the failure was forgotten on RETRY or a new choice). */
export const noFailure = { error: null, failure: null } as const;

/** The server's message carried by a failure, or the fallback text. */
export function failureMessage(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

/** A failed call as the context keeps it: a load that failed is a server error, any other call a failure. */
export function failedCall<TFailure extends string>({
  failure,
  error,
}: {
  failure: TFailure;
  error: unknown;
}): FailedCall<TFailure> {
  return {
    failure,
    error: failureMessage(
      error,
      failure === 'load' ? messages.generic.serverError : messages.generic.failure,
    ),
  };
}

/**
 * The `recordFailure` action of an invoke's onError, naming the call that failed. Every machine
 * declares `recordFailure: assign((_, params) => failedCall(params))`.
 */
export function recordFailure<TFailure extends string>(failure: TFailure) {
  return {
    type: 'recordFailure',
    params: ({ event }: { event: { error: unknown } }) => ({ failure, error: event.error }),
  } as const;
}

/**
 * Placeholder actor bodies for a workflow's machine: the screen, tests and stories provide the
 * real ones with `.provide()`.
 */
export function placeholdersFor(workflow: string) {
  return (actor: string) => async (): Promise<never> => {
    throw new Error(`${workflow}: provide a ${actor} actor`);
  };
}

/**
 * The toast of a failed call, titled by the call that failed (a load, or the workflow's own call);
 * null when nothing failed.
 */
export function failedCallToast<TFailure extends string>(
  { failure, error }: FailedCall<TFailure>,
  titles: Readonly<Record<TFailure, string>>,
): ToastText | null {
  if (error === null || failure === null) return null;
  return { title: titles[failure], message: error };
}
