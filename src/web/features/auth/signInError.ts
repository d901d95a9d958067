import { messages } from '../../../shared/messages';

/** The HTTP status (or RTK Query's 'FETCH_ERROR'…) of a failed call, if it carries one. */
export function statusOf(error: unknown): number | string | undefined {
  if (!error || typeof error !== 'object' || !('status' in error)) return undefined;
  const { status } = error as { status: unknown };
  return typeof status === 'number' || typeof status === 'string' ? status : undefined;
}

/** Whether the failure is the server's refusal (4xx other than 429) rather than no usable answer. */
export function isRefusal(error: unknown): boolean {
  const status = statusOf(error);
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 429;
}

/**
 * The words for a failed sign-in (spec §8): 429 is 'Too many requests…'; a call that got no answer
 * is 'Server Error' and a server fault the generic text; every other refusal reads 'Email or
 * Password you entered doesn't match your account.', so nobody learns which part was wrong.
 */
export function signInErrorMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 429) return messages.session.tooManyRequests;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return messages.generic.serverError;
  if (typeof status === 'number' && status >= 500) return messages.generic.failure;
  return messages.session.signInFailed;
}

/** The words for a call that got no usable answer: rate limit, no answer, or a server fault. */
export function unansweredMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 429) return messages.http.tooManyRequests;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return messages.generic.serverError;
  return messages.generic.failure;
}
