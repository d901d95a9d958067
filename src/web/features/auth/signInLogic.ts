import type { SignIn, SignInSchema } from '../../../shared/validation/signIn';

/**
 * What the sign-in page needs beyond drawing its form: the shared rules, and the call that signs in
 * (token stored, the user's details fetched). It arrives in its own chunk, with the data layer.
 */
export interface SignInLogic {
  schema: typeof SignInSchema;
  /** Signs in; answers the words to show when it failed, or null once signed in. */
  signIn: (credentials: SignIn) => Promise<string | null>;
}
