/** What Forgot Password hands to the verification page through the navigation state. */
export interface VerificationNavigationState {
  email: string;
}

/** The email carried in the navigation state, if any (state from elsewhere is ignored). */
export function emailFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  const { email } = state as { email: unknown };
  return typeof email === 'string' && email.trim() !== '' ? email : null;
}
